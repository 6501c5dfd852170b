// Login brute force: after 5 failures for one login name the gateway refuses further attempts
// with TOO_MANY_REQUESTS before calling REST; after 20 from one address, any name is refused.
import { codesOf, gql, upstreamCallsOf, type GqlAnswer } from '../support/graphql';
import { row, type Row } from '../support/report';
import type { VerifyStack } from '../support/stack';

const LOGIN = `mutation L($email: String!, $password: String!) { login(email: $email, password: $password) { message } }`;

const attempt = (stack: VerifyStack, email: string, i: number) =>
  gql(stack.url, LOGIN, { email, password: `guess-${i}` });

function tally(answers: GqlAnswer[]) {
  const refused = answers.filter((a) => codesOf(a).join() === 'TOO_MANY_REQUESTS');
  const firstRefused = answers.findIndex((a) => codesOf(a).join() === 'TOO_MANY_REQUESTS');
  const restCalls = refused.reduce((n, a) => n + (upstreamCallsOf(a) ?? 0), 0);
  const retryAfter = refused[0]?.errors[0]?.extensions?.retryAfter;
  return { refused: refused.length, firstRefused: firstRefused + 1, restCalls, retryAfter };
}

export async function bruteForceCheck(stack: VerifyStack): Promise<Row[]> {
  const check = 'abuse: login brute force';
  const name = `brute-${Date.now()}@dogstay.example`;
  const byName: GqlAnswer[] = [];
  for (let i = 0; i < 10; i++) byName.push(await attempt(stack, name, i));
  const one = tally(byName);
  // Then many names from the same address: 5 failures are already counted for it.
  const byAddress: GqlAnswer[] = [];
  for (let i = 0; i < 20; i++) byAddress.push(await attempt(stack, `spray-${i}-${name}`, i));
  const many = tally(byAddress);
  return [
    row(
      check,
      '10 guesses on one name: first refused at attempt',
      one.firstRefused || 'never',
      '6',
      one.firstRefused === 6,
    ),
    row(
      check,
      'refused guesses / their REST calls',
      `${one.refused} / ${one.restCalls}`,
      '5 / 0',
      one.refused === 5 && one.restCalls === 0,
    ),
    row(
      check,
      'retryAfter of a refusal (s)',
      String(one.retryAfter ?? 'none'),
      '> 0',
      typeof one.retryAfter === 'number' && one.retryAfter > 0,
    ),
    row(
      check,
      '20 more names, same address: first refused at',
      many.firstRefused || 'never',
      '16 (20 per address)',
      many.firstRefused === 16,
    ),
  ];
}
