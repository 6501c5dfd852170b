import { describe, expect, it } from 'vitest';
import type { Db } from '../db/db.js';
import { AccountStates, type AccountState } from './accounts.js';

/** A database whose answers the test releases one by one, and which counts its queries. */
function heldDb(rows: () => AccountState[]) {
  const pending: (() => void)[] = [];
  let queries = 0;
  const db: Pick<Db, 'query'> = {
    query: <T extends object>() => {
      queries += 1;
      // Read when asked, answered when released: a change in between comes after this read.
      const answer = rows() as unknown as T[];
      return new Promise<T[]>((resolve) => pending.push(() => resolve(answer)));
    },
  };
  return { db, release: () => pending.shift()?.(), queries: () => queries };
}

describe('AccountStates (the short cache behind every token check)', () => {
  it('does not keep a read that a change overtook', async () => {
    let state: AccountState = { role: 'staff', status: 1, tokenVersion: 0 };
    const held = heldDb(() => [state]);
    const accounts = new AccountStates(held.db);
    // A request reads the active account; before its answer arrives, the account is deactivated.
    const before = accounts.get('u1');
    state = { ...state, status: 0 };
    accounts.forget('u1');
    held.release();
    expect((await before)?.status).toBe(1);
    // The next request reads again and sees the change, rather than the overtaken read.
    const after = accounts.get('u1');
    held.release();
    expect((await after)?.status).toBe(0);
    expect(held.queries()).toBe(2);
  });

  it('keeps an undisturbed read for the next request', async () => {
    const held = heldDb(() => [{ role: 'staff', status: 1, tokenVersion: 0 }]);
    const accounts = new AccountStates(held.db);
    const first = accounts.get('u1');
    held.release();
    await first;
    expect((await accounts.get('u1'))?.status).toBe(1);
    expect(held.queries()).toBe(1);
  });
});
