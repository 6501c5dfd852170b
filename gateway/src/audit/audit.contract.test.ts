import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, errorOf } from '../test-support/expect.js';
import { postGraphql, startStack, type Stack } from '../test-support/stack.js';
import { Store } from '../store/store.js';

// The audit trail against the real reference api: what an update, a create and a delete record,
// who sees the activity list, refused admin-only attempts, history and revert.

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
// Opens the gateway's store (an in-memory PGlite takes seconds the first time, more when busy).
beforeAll(async () => {
  await new Store({ kind: 'memory' }).ready();
}, 180_000);
afterAll(async () => stack?.close());

const EVENT = `id at operation mutation recordType recordId recordTitle outcome errorCode
  changedOutside revertible revertedBy revertOf requestId
  actor { userId name via keyId } changes { field before after }`;
interface Event {
  id: string;
  operation: string;
  mutation: string;
  recordType: string;
  recordId: string | null;
  recordTitle: string | null;
  outcome: string;
  errorCode: string | null;
  changedOutside: boolean;
  revertible: boolean;
  revertedBy: string | null;
  revertOf: string | null;
  requestId: string;
  actor: { userId: string | null; name: string; via: string; keyId: string | null };
  changes: { field: string; before: unknown; after: unknown }[];
}
const SEASON = `query S($id: ID!) { season(id: $id) { id title updatedAt history { ${EVENT} } } }`;
const UPDATE_SEASON = `mutation U($id: ID!, $input: SeasonPatch!) {
  updateSeason(id: $id, input: $input, force: true) { season { id title updatedAt } } }`;
const REVERT = `mutation R($eventId: ID!, $at: DateTime) {
  revertChange(eventId: $eventId, expectedUpdatedAt: $at) { message recordId event { ${EVENT} } } }`;
const LIST = `query L($filter: AuditEventFilter, $page: Int, $pageSize: Int) {
  auditEvents(filter: $filter, page: $page, pageSize: $pageSize) { total page pageSize items { ${EVENT} } } }`;

interface SeasonRead {
  season: { id: string; title: string; updatedAt: string; history: Event[] };
}

async function newSeason(title: string): Promise<string> {
  const created = await stack.gql<{ createSeason: { season: { id: string } } }>(
    `mutation C($input: SeasonInput!) { createSeason(input: $input) { season { id } } }`,
    { input: { title, startDate: '2031-01-01', endDate: '2031-01-31' } },
  );
  return dataOf(created).createSeason.season.id;
}
const history = async (id: string) => dataOf(await stack.gql<SeasonRead>(SEASON, { id })).season;

describe('recording', () => {
  it('an update records who, how, and only the changed fields before → after', async () => {
    const id = await newSeason('監査 記録');
    const result = await stack.gql(UPDATE_SEASON, { id, input: { title: '監査 記録 改' } });
    dataOf(result);
    const season = await history(id);
    const [update, create] = season.history;
    expect(update).toMatchObject({
      operation: 'UPDATE',
      mutation: 'updateSeason',
      recordType: 'SEASON',
      recordId: id,
      recordTitle: '監査 記録 改',
      outcome: 'SUCCEEDED',
      changedOutside: false,
      revertible: true,
      changes: [{ field: 'title', before: '監査 記録', after: '監査 記録 改' }],
      actor: { via: 'TOKEN', keyId: null },
    });
    expect(update!.actor.userId).toEqual(expect.any(String));
    expect(update!.actor.name).not.toBe('不明');
    expect(update!.requestId).toBe(result.headers.get('x-request-id'));
    expect(create).toMatchObject({ operation: 'CREATE', outcome: 'SUCCEEDED' });
    expect(create!.changes).toContainEqual({ field: 'title', before: null, after: '監査 記録' });
  });

  it('a refused write is recorded as failed, with its error code', async () => {
    const id = await newSeason('監査 失敗');
    const result = await stack.gql(UPDATE_SEASON, { id, input: { title: null } });
    errorOf(result, 'BAD_USER_INPUT');
    const [failed] = (await history(id)).history;
    expect(failed).toMatchObject({
      outcome: 'FAILED',
      errorCode: 'BAD_USER_INPUT',
      revertible: false,
    });
  });

  it('a delete keeps the last state, and its revert restores the record whole', async () => {
    const id = await newSeason('監査 削除');
    const deleted = await stack.gql<{ deleteSeason: { restoreId: string } }>(
      'mutation D($id: ID!) { deleteSeason(id: $id) { restoreId } }',
      { id },
    );
    dataOf(deleted);
    const list = dataOf(
      await stack.gql<{ auditEvents: { items: Event[] } }>(LIST, {
        filter: { recordType: 'SEASON', recordId: id, operation: 'DELETE' },
      }),
    ).auditEvents.items;
    expect(list).toHaveLength(1);
    expect(list[0]!.changes).toContainEqual({ field: 'title', before: '監査 削除', after: null });
    const reverted = dataOf(
      await stack.gql<{ revertChange: { recordId: string; event: Event } }>(REVERT, {
        eventId: list[0]!.id,
      }),
    ).revertChange;
    expect(reverted.event).toMatchObject({
      operation: 'REVERT',
      revertOf: list[0]!.id,
      outcome: 'SUCCEEDED',
    });
    const restored = await history(reverted.recordId);
    expect(restored.title).toBe('監査 削除');
    // The restored record's history holds the events of its earlier id too.
    const deleteEvent = restored.history.find((e) => e.id === list[0]!.id)!;
    expect(deleteEvent.revertedBy).toBe(reverted.event.id);
    const again = await stack.gql(REVERT, { eventId: list[0]!.id });
    expect(errorOf(again, 'CONFLICT').extensions.reason).toBe('ALREADY_RESTORED');
  });

  it('a password change records the field, never the value', async () => {
    const me = dataOf(await stack.gql<{ viewer: { id: string } }>('{ viewer { id } }')).viewer;
    const result = await stack.gql(
      'mutation P($input: ChangePasswordInput!) { changePassword(input: $input) { message } }',
      { input: { currentPassword: 'wrong-password-1', newPassword: 'whatever-123' } },
    );
    expect(result.errors.length).toBe(1);
    const events = dataOf(
      await stack.gql<{ auditEvents: { items: Event[] } }>(LIST, {
        filter: { recordType: 'USER', recordId: me.id },
        pageSize: 1,
      }),
    ).auditEvents.items;
    expect(events[0]).toMatchObject({
      mutation: 'changePassword',
      changes: [{ field: 'password', before: null, after: null }],
    });
    expect(JSON.stringify(events)).not.toContain('whatever-123');
    expect(JSON.stringify(events)).not.toContain('wrong-password-1');
  });
});

describe('revert and changes made outside', () => {
  it('reverts an update through the ordinary update, once', async () => {
    const id = await newSeason('監査 元');
    dataOf(await stack.gql(UPDATE_SEASON, { id, input: { title: '監査 先' } }));
    const before = await history(id);
    const event = before.history[0]!;
    const reverted = dataOf(
      await stack.gql<{ revertChange: { recordId: string; event: Event } }>(REVERT, {
        eventId: event.id,
        at: before.updatedAt,
      }),
    ).revertChange;
    expect(reverted.recordId).toBe(id);
    expect(reverted.event).toMatchObject({
      operation: 'REVERT',
      revertOf: event.id,
      changes: [{ field: 'title', before: '監査 先', after: '監査 元' }],
    });
    const after = await history(id);
    expect(after.title).toBe('監査 元');
    expect(after.history.find((e) => e.id === event.id)!.revertedBy).toBe(reverted.event.id);
    const again = await stack.gql(REVERT, { eventId: event.id });
    expect(errorOf(again, 'CONFLICT').extensions.reason).toBe('ALREADY_RESTORED');
    errorOf(await stack.gql(REVERT, { eventId: '999999999' }), 'NOT_FOUND');
  });

  it('a stale expectedUpdatedAt refuses the revert and frees the event', async () => {
    const id = await newSeason('監査 競合');
    dataOf(await stack.gql(UPDATE_SEASON, { id, input: { title: '監査 競合 改' } }));
    const event = (await history(id)).history[0]!;
    const stale = await stack.gql(REVERT, { eventId: event.id, at: '2020-01-01T00:00:00.000Z' });
    expect(errorOf(stale, 'CONFLICT').extensions.reason).toBe('STALE_UPDATE');
    expect((await history(id)).history.find((e) => e.id === event.id)!.revertedBy).toBeNull();
  });

  it('a change made directly at the REST server shows as changed outside', async () => {
    const id = await newSeason('監査 外');
    dataOf(await stack.gql(UPDATE_SEASON, { id, input: { title: '監査 外 改' } }));
    const res = await fetch(`${stack.api.url}/api/v1/season/update`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${stack.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        _id: id,
        title: '直接 変更',
        startDate: '2031-01-01',
        endDate: '2031-01-31',
        timeSlot: [],
        status: 1,
      }),
    });
    expect(res.status).toBeLessThan(300);
    const [last] = (await history(id)).history;
    expect(last).toMatchObject({ operation: 'UPDATE', changedOutside: true });
  });
});

describe('the activity list', () => {
  it('filters by actor, operation and days, newest first', async () => {
    const me = dataOf(await stack.gql<{ viewer: { id: string } }>('{ viewer { id } }')).viewer;
    const page = dataOf(
      await stack.gql<{ auditEvents: { total: number; items: Event[] } }>(LIST, {
        filter: { actorId: me.id, operation: 'CREATE', range: { startDate: '2000-01-01' } },
        pageSize: 5,
      }),
    ).auditEvents;
    expect(page.total).toBeGreaterThan(0);
    expect(page.items.every((e) => e.operation === 'CREATE' && e.actor.userId === me.id)).toBe(
      true,
    );
    const ids = page.items.map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const none = dataOf(
      await stack.gql<{ auditEvents: { total: number } }>(LIST, {
        filter: { range: { startDate: '2001-01-01', endDate: '2001-01-31' } },
      }),
    ).auditEvents;
    expect(none.total).toBe(0);
  });

  it('is for admins: staff are refused, their refused admin-only attempts are security events', async () => {
    const password = 'staff-pass-123';
    const created = await stack.gql<{ createRoleUser: { user: { id: string } } }>(
      `mutation C($input: RoleUserInput!) { createRoleUser(input: $input) { user { id } } }`,
      {
        input: {
          email: 'audit-staff@dogstay.example',
          fullName: '監査 スタッフ',
          username: 'auditstaff',
          phoneNumber: '090-0000-0000',
          password,
          confirmPassword: password,
          role: 'STAFF',
          status: 'ACTIVE',
        },
      },
    );
    const staffId = dataOf(created).createRoleUser.user.id;
    const login = await postGraphql<{ login: { accessToken: string } }>(
      stack.gateway.url,
      'mutation L($e: String!, $p: String!) { login(email: $e, password: $p, issueToken: true) { accessToken } }',
      { e: 'audit-staff@dogstay.example', p: password },
      {},
    );
    const token = dataOf(login).login.accessToken;
    errorOf(await stack.gql(LIST, {}, { token }), 'FORBIDDEN');
    // Staff still read a record's history.
    const id = await newSeason('監査 スタッフ閲覧');
    expect((await stack.gql<SeasonRead>(SEASON, { id }, { token })).errors).toEqual([]);
    const refused = await stack.gql(
      'mutation D($id: ID!) { deleteUser(id: $id) { id } }',
      { id: staffId },
      { token },
    );
    errorOf(refused, 'FORBIDDEN');
    const security = dataOf(
      await stack.gql<{ auditEvents: { items: Event[] } }>(LIST, {
        filter: { actorId: staffId, operation: 'SECURITY' },
      }),
    ).auditEvents.items;
    expect(security[0]).toMatchObject({
      mutation: 'deleteUser',
      outcome: 'FAILED',
      errorCode: 'FORBIDDEN',
      recordType: 'USER',
      recordId: staffId,
      actor: { userId: staffId, name: '監査 スタッフ', via: 'TOKEN' },
    });
    // The staff account's creation kept no password.
    const creation = dataOf(
      await stack.gql<{ auditEvents: { items: Event[] } }>(LIST, {
        filter: { recordType: 'USER', recordId: staffId, operation: 'CREATE' },
      }),
    ).auditEvents.items;
    expect(JSON.stringify(creation)).not.toContain(password);
  });
});
