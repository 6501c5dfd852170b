import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../server.js';
import { dataOf, errorOf, upstreamCalls } from '../test-support/expect.js';
import { startStack, type GqlResult, type Stack } from '../test-support/stack.js';
import { Store } from '../store/store.js';

// Creates are safe to retry with an idempotency key: one record however often the same create
// is sent, on a gateway restarted in between too (the key is in the gateway's store on disk).

const dir = mkdtempSync(join(tmpdir(), 'gateway-store-'));
let stack: Stack;
beforeAll(async () => {
  // Creating an embedded store takes 20 s or more on a busy machine: done here, not in a test.
  const creating = new Store({ kind: 'pglite', dir });
  await creating.ready();
  await creating.close();
  stack = await startStack({ store: { kind: 'pglite', dir } });
}, 180_000);
afterAll(async () => {
  await stack?.close();
  rmSync(dir, { recursive: true, force: true });
});

const CREATE = `mutation C($input: SeasonInput!, $key: String) {
  createSeason(input: $input, idempotencyKey: $key) { message season { id title } }
}`;
type Created = { createSeason: { message: string; season: { id: string; title: string } } };
const input = (title: string) => ({
  title,
  startDate: '2028-04-01',
  endDate: '2028-04-30',
  timeSlots: [{ startTime: '10:00', endTime: '12:00' }],
});

async function countTitled(title: string): Promise<number> {
  const result = await stack.gql<{ seasons: { items: { title: string }[] } }>(
    'query S($q: String) { seasons(query: { search: $q, pageSize: 100 }) { items { title } } }',
    { q: title },
  );
  return dataOf(result).seasons.items.filter((s) => s.title === title).length;
}

describe('idempotent creates', () => {
  it('a repeat with the same key answers the first record and makes no second', async () => {
    const first = dataOf(
      await stack.gql<Created>(CREATE, { input: input('冪等シーズンA'), key: 'key-a' }),
    );
    const again = await stack.gql<Created>(CREATE, { input: input('冪等シーズンA'), key: 'key-a' });
    expect(dataOf(again).createSeason).toEqual(first.createSeason);
    // The record read again by id (and the caller's role, when its 5 s cache ran out): no create.
    expect(upstreamCalls(again)).toBeLessThanOrEqual(2);
    expect(await countTitled('冪等シーズンA')).toBe(1);
    // The trail shows one CREATE: the repeat changed nothing.
    const id = dataOf(again).createSeason.season.id;
    const trail = await stack.gql<{ season: { history: { operation: string }[] } }>(
      'query H($id: ID!) { season(id: $id) { history { operation } } }',
      { id },
    );
    expect(dataOf(trail).season.history).toEqual([{ operation: 'CREATE' }]);
  });

  it('takes the key from the Idempotency-Key header too', async () => {
    const headers = { 'idempotency-key': 'header-key-b' };
    const send = () => stack.gql<Created>(CREATE, { input: input('冪等シーズンB') }, { headers });
    const first = dataOf(await send());
    expect(dataOf(await send()).createSeason.season.id).toBe(first.createSeason.season.id);
    expect(await countTitled('冪等シーズンB')).toBe(1);
  });

  it('refuses the same key with another input, creating nothing', async () => {
    dataOf(await stack.gql<Created>(CREATE, { input: input('冪等シーズンC'), key: 'key-c' }));
    const other = await stack.gql(CREATE, { input: input('冪等シーズンC2'), key: 'key-c' });
    expect(errorOf(other, 'CONFLICT').extensions.reason).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(upstreamCalls(other)).toBeLessThanOrEqual(1); // at most the caller's role
    expect(await countTitled('冪等シーズンC2')).toBe(0);
  });

  it('frees the key of a refused create, so the corrected retry creates', async () => {
    errorOf(await stack.gql(CREATE, { input: input(''), key: 'key-d' }), 'BAD_USER_INPUT');
    dataOf(await stack.gql<Created>(CREATE, { input: input('冪等シーズンD'), key: 'key-d' }));
    expect(await countTitled('冪等シーズンD')).toBe(1);
  });

  it('refuses a key longer than 255 characters before any REST call', async () => {
    const result = await stack.gql(CREATE, { input: input('冪等シーズンE'), key: 'k'.repeat(256) });
    expect(errorOf(result, 'BAD_USER_INPUT').extensions.fieldErrors?.[0]?.field).toBe(
      'idempotencyKey',
    );
    expect(upstreamCalls(result)).toBe(0);
  });

  it('a retry after the gateway restarted still finds the key: one record', async () => {
    const first = dataOf(
      await stack.gql<Created>(CREATE, { input: input('冪等シーズンF'), key: 'key-f' }),
    );
    await stack.gateway.close();
    let again: RunningGateway | undefined;
    try {
      again = await startGateway({
        restBaseUrl: stack.api.url,
        port: 0,
        host: '127.0.0.1',
        clock: () => stack.seedDay,
        logger: pino({ level: 'silent' }),
        store: { kind: 'pglite', dir },
      });
      const response = await fetch(`${again.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${stack.token}` },
        body: JSON.stringify({
          query: CREATE,
          variables: { input: input('冪等シーズンF'), key: 'key-f' },
        }),
      });
      const retried = (await response.json()) as GqlResult<Created>;
      expect(retried.errors ?? []).toEqual([]);
      expect(retried.data?.createSeason.season.id).toBe(first.createSeason.season.id);
    } finally {
      await again?.close();
    }
    const seasons = await fetch(
      `${stack.api.url}/api/v1/season/list?pageSize=1000&search=${encodeURIComponent('冪等シーズンF')}`,
      {
        headers: { authorization: `Bearer ${stack.token}` },
      },
    );
    const listed = (await seasons.json()) as { results: { title: string }[] };
    expect(listed.results.filter((s) => s.title === '冪等シーズンF')).toHaveLength(1);
  });
});
