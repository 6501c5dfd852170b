import { describe, expect, it } from 'vitest';
import { CouponsDocument, type CouponsQuery } from '../../__generated__/graphql';
import { adminToken, createTestClient } from '../../test/renderApp';
import { startQuery, startedAnswers } from './startedQueries';

// The app's first render waits, a bounded time, for the answers its route loaders asked for
// (main.tsx), so the first screen renders once with its rows. Against the real gateway and api.

const firstRows = { query: { page: 1, pageSize: 5 } };

describe('startedAnswers', () => {
  it('settles at once when no loader asked for anything', async () => {
    let settled = false;
    void startedAnswers(60_000).then(() => (settled = true));
    await Promise.resolve();
    await Promise.resolve();
    expect(settled).toBe(true);
  });

  it('settles when the started request has its answer: the rows are in the cache', async () => {
    const client = createTestClient({ token: adminToken(), cookies: new Map() });
    startQuery(client, CouponsDocument, firstRows);
    await startedAnswers(60_000);
    const cached = client.readQuery<CouponsQuery>({
      query: CouponsDocument,
      variables: firstRows,
    });
    expect(cached?.coupons?.items.length).toBeGreaterThan(0);
  });

  it('settles after the wait when the answer is slower, leaving it in flight', async () => {
    const client = createTestClient({ token: adminToken(), cookies: new Map() });
    startQuery(client, CouponsDocument, { query: { page: 1, pageSize: 6 } });
    const before = Date.now();
    // A wait shorter than any answer over HTTP: the first render goes ahead without it.
    await startedAnswers(0);
    expect(Date.now() - before).toBeLessThan(1_000);
    expect(
      client.readQuery({ query: CouponsDocument, variables: { query: { page: 1, pageSize: 6 } } }),
    ).toBeNull();
    // …and the answer still arrives for the screen.
    await startedAnswers(60_000);
    expect(
      client.readQuery<CouponsQuery>({
        query: CouponsDocument,
        variables: { query: { page: 1, pageSize: 6 } },
      })?.coupons?.items.length,
    ).toBeGreaterThan(0);
  });

  it('settles when the request is refused (signed out): the guard shows what is wrong', async () => {
    const client = createTestClient({ token: null, cookies: new Map() });
    startQuery(client, CouponsDocument, { query: { page: 1, pageSize: 7 } });
    await startedAnswers(60_000);
    expect(
      client.readQuery({ query: CouponsDocument, variables: { query: { page: 1, pageSize: 7 } } }),
    ).toBeNull();
  });
});
