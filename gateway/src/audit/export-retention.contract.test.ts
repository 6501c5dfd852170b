import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '../test-support/expect.js';
import { postGraphql, startStack, type Stack } from '../test-support/stack.js';
import { Store } from '../store/store.js';
import { pruneAuditEvents } from './retention.js';

// The CSV export of the activity list (admins only, BOM, filters) and the retention's pruning,
// on the real reference api and the gateway's in-memory store (one per process: the same one).

let stack: Stack;
const store = new Store({ kind: 'memory' });
beforeAll(async () => {
  stack = await startStack();
});
beforeAll(async () => {
  await store.ready();
}, 180_000);
afterAll(async () => stack?.close());

const csv = (query: string, headers: Record<string, string>) =>
  fetch(`${stack.gateway.url}/audit-events.csv${query}`, { headers });

describe('GET /audit-events.csv', () => {
  it('streams the filtered events for an admin, with a BOM', async () => {
    const created = await stack.gql<{ createSeason: { season: { id: string } } }>(
      `mutation { createSeason(input: { title: "CSV 書き出し", startDate: "2032-01-01", endDate: "2032-01-02" }) { season { id } } }`,
    );
    const id = dataOf(created).createSeason.season.id;
    const res = await csv(`?recordType=SEASON&recordId=${id}`, {
      authorization: `Bearer ${stack.token}`,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"CSV 書き出し"');
    expect(lines[1]).toContain('"CREATE"');
  });

  it('refuses staff (403), no credential (401) and a bad filter (400)', async () => {
    expect((await csv('', {})).status).toBe(401);
    expect((await csv('?operation=NOPE', { authorization: `Bearer ${stack.token}` })).status).toBe(
      400,
    );
    const password = 'staff-pass-123';
    dataOf(
      await stack.gql(
        `mutation C($input: RoleUserInput!) { createRoleUser(input: $input) { user { id } } }`,
        {
          input: {
            email: 'csv-staff@dogstay.example',
            fullName: 'CSV スタッフ',
            username: 'csvstaff',
            phoneNumber: '090-0000-0000',
            password,
            confirmPassword: password,
            role: 'STAFF',
            status: 'ACTIVE',
          },
        },
      ),
    );
    const login = await postGraphql<{ login: { accessToken: string } }>(
      stack.gateway.url,
      'mutation L($e: String!, $p: String!) { login(email: $e, password: $p, issueToken: true) { accessToken } }',
      { e: 'csv-staff@dogstay.example', p: password },
      {},
    );
    const token = dataOf(login).login.accessToken;
    expect((await csv('', { authorization: `Bearer ${token}` })).status).toBe(403);

    // The staff member's refused admin-only attempt is a security event that names them.
    const refused = await postGraphql(
      stack.gateway.url,
      'mutation { createApiKey(input: { name: "csv", scope: READ }) { secret } }',
      {},
      { authorization: `Bearer ${token}` },
    );
    expect(refused.errors[0]?.extensions?.code).toBe('FORBIDDEN');
    const res = await csv('?operation=SECURITY', { authorization: `Bearer ${stack.token}` });
    const security = (await res.text()).split('\r\n').filter((l) => l.includes('createApiKey'));
    expect(security).toHaveLength(1);
    expect(security[0]).toContain('"CSV スタッフ"');
  });
});

describe('retention', () => {
  it('prunes events older than the retention, in batches, and keeps the rest', async () => {
    await store.query(
      `INSERT INTO audit_events (at, actor_name, via, operation, mutation, request_id, outcome)
       SELECT now() - interval '500 days', 'old', 'TOKEN', 'UPDATE', 'updateSeason',
              'retention-old', 'SUCCEEDED' FROM generate_series(1, 12000)`,
    );
    await store.query(
      `INSERT INTO audit_events (at, actor_name, via, operation, mutation, request_id, outcome)
       VALUES (now() - interval '399 days', 'kept', 'TOKEN', 'UPDATE', 'updateSeason',
               'retention-kept', 'SUCCEEDED')`,
    );
    expect(await pruneAuditEvents(store, 400)).toBeGreaterThanOrEqual(12000);
    const left = await store.query<{ request_id: string }>(
      `SELECT request_id FROM audit_events WHERE request_id LIKE 'retention-%'`,
    );
    expect(left.map((r) => r.request_id)).toEqual(['retention-kept']);
  });
});
