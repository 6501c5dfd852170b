import { describe, expect, it } from 'vitest';
import { MemorySessionStore } from './memory-session-store.js';

const record = (userId: string) => ({
  token: `token-${userId}`,
  userId,
  role: 'staff',
  endsAt: Date.now() + 60_000,
});

describe('issue 34: sessions per user are capped (memory store)', () => {
  it('a user past the cap loses their oldest session; other users keep theirs', async () => {
    const store = new MemorySessionStore({ idleSeconds: 60, maxSeconds: 60, maxPerUser: 3 });
    const other = await store.create(record('victim'));
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) ids.push(await store.create(record('busy')));
    expect(await store.get(other)).not.toBeNull();
    expect(await store.get(ids[0]!)).toBeNull();
    expect(await store.get(ids[1]!)).toBeNull();
    for (const id of ids.slice(2)) expect(await store.get(id)).not.toBeNull();
  });

  it('defaults to 20 sessions per user', async () => {
    const store = new MemorySessionStore({ idleSeconds: 60, maxSeconds: 60 });
    const first = await store.create(record('u'));
    for (let i = 0; i < 19; i += 1) await store.create(record('u'));
    expect(await store.get(first)).not.toBeNull();
    await store.create(record('u'));
    expect(await store.get(first)).toBeNull();
  });
});
