// Production mode (NODE_ENV=production): no introspection for anonymous callers (signed-in ones
// may: issue 33), no field suggestions, no stack traces.
import { gql } from '../support/graphql';
import { leaksInternals, suggests } from '../support/leaks';
import { row, type Row } from '../support/report';
import type { VerifyStack } from '../support/stack';

export async function productionCheck(stack: VerifyStack): Promise<Row[]> {
  const check = 'abuse: production mode';
  const schema = await gql(stack.url, '{ __schema { types { name } } }', {});
  const type = await gql(stack.url, '{ __type(name: "Package") { fields { name } } }', {});
  const introspected =
    schema.data !== null || type.data !== null || /"types"|"fields"/.test(schema.text + type.text);
  const signedIn = await gql(stack.url, '{ __type(name: "Package") { name } }', {}, stack.token);
  const typos = await Promise.all(
    [
      '{ packagez { total } }',
      '{ packages { itemz { id } } }',
      '{ viewer { emial } }',
      'mutation { logut { message } }',
    ].map((q) => gql(stack.url, q, {}, stack.token)),
  );
  const suggested = typos.filter((t) => suggests(t.text)).length;
  // Malformed requests of every kind: none may show a stack trace or a source path.
  const malformed = await Promise.all([
    fetch(`${stack.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": ',
    }),
    fetch(`${stack.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": 42}',
    }),
    fetch(`${stack.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${stack.token}` },
      body: JSON.stringify({ query: '{ package(id: "zzz") { id } }' }),
    }),
    fetch(`${stack.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer forged.token.value' },
      body: JSON.stringify({ query: '{ viewer { id } }' }),
    }),
  ]);
  const bodies = [
    ...(await Promise.all(malformed.map((r) => r.text()))),
    ...typos.map((t) => t.text),
    schema.text,
  ];
  const leaking = bodies.filter(leaksInternals).length;
  const fiveXx = malformed.filter((r) => r.status >= 500).length;
  return [
    row(
      check,
      'introspection (__schema, __type) without a credential',
      introspected ? 'ANSWERED' : 'refused',
      'refused',
      !introspected,
    ),
    row(
      check,
      'introspection with a bearer token',
      signedIn.data !== null ? 'answered' : 'REFUSED',
      'answered',
      signedIn.data !== null,
    ),
    row(check, 'field suggestions in 4 misspelt operations', suggested, '0', suggested === 0),
    row(
      check,
      'stack traces / paths in error bodies',
      `${leaking} of ${bodies.length}`,
      '0',
      leaking === 0,
    ),
    row(check, '5xx on malformed requests', fiveXx, '0', fiveXx === 0),
  ];
}
