// 1000 operations generated from the schema with random arguments, valid and invalid: the
// gateway answers every one with data or a typed error, never INTERNAL_SERVER_ERROR or a 5xx.
import { describeCodes } from '../support/cannon';
import { codesOf, gql, type GqlAnswer } from '../support/graphql';
import { leaksInternals } from '../support/leaks';
import { Rng } from '../support/random';
import { randomOperations, type RandomOperation } from '../support/random-operations';
import { row, type Row } from '../support/report';
import { loadSchema } from '../support/schema';
import type { VerifyStack } from '../support/stack';
import { listFieldsByItemType } from '../support/sample-ids';

/** Real ids of the catalogue, so random arguments sometimes hit existing rows. */
async function knownIds(stack: VerifyStack): Promise<string[]> {
  const ids: string[] = [];
  for (const field of listFieldsByItemType(loadSchema()).values()) {
    if (/user/i.test(field)) continue;
    const answer = await gql<Record<string, { items: { id: string }[] }>>(
      stack.url,
      `{ ${field}(query: { pageSize: 3 }) { items { id } } }`,
      {},
      stack.token,
    );
    ids.push(...(answer.data?.[field]?.items.map((i) => i.id) ?? []));
  }
  return ids;
}

export async function randomCheck(
  stack: VerifyStack,
  count = 1000,
  concurrency = 4,
): Promise<Row[]> {
  const check = `abuse: ${count} random operations`;
  const seed = Number(process.env.VERIFY_SEED ?? Date.now() % 1_000_000);
  const operations = randomOperations(loadSchema(), new Rng(seed), await knownIds(stack), count);
  const answers: { op: RandomOperation; answer: GqlAnswer | null }[] = [];
  let next = 0;
  const worker = async () => {
    while (next < operations.length) {
      const op = operations[next++]!;
      const answer = await gql(stack.url, op.query, op.variables, stack.token).catch(() => null);
      answers.push({ op, answer });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));

  const codes = new Map<string, number>();
  let withData = 0;
  for (const { answer } of answers) {
    if (!answer) continue;
    if (answer.errors.length === 0) withData++;
    for (const code of new Set(codesOf(answer))) codes.set(code, (codes.get(code) ?? 0) + 1);
  }
  const internal = answers.filter(
    (a) => a.answer && codesOf(a.answer).some((c) => c === 'INTERNAL_SERVER_ERROR' || c === ''),
  );
  const fiveXx = answers.filter((a) => !a.answer || a.answer.status >= 500);
  const leaking = answers.filter((a) => a.answer && leaksInternals(a.answer.text));
  for (const bad of [...internal, ...fiveXx, ...leaking].slice(0, 5))
    console.error(
      `verify: random op failed: ${bad.op.query.slice(0, 300)} ${JSON.stringify(bad.op.variables).slice(0, 300)} → ${bad.answer?.text.slice(0, 300)}`,
    );
  return [
    row(
      check,
      `answered (seed ${seed})`,
      `${answers.length - fiveXx.length} (${withData} with data, no error)`,
      String(count),
      answers.length === count,
    ),
    row(check, 'error codes', describeCodes(codes), 'typed', true),
    row(
      check,
      'INTERNAL_SERVER_ERROR / untyped errors',
      internal.length,
      '0',
      internal.length === 0,
    ),
    row(check, '5xx or no answer', fiveXx.length, '0', fiveXx.length === 0),
    row(check, 'stack traces / internals in bodies', leaking.length, '0', leaking.length === 0),
  ];
}
