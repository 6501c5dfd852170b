import type { Db } from '../db/db.js';

export interface AccountState {
  role: string;
  status: number;
  tokenVersion: number;
}

/** How long a looked-up account state is trusted: changes made elsewhere show within this. */
const CACHE_MS = 5_000;

/**
 * The state of the accounts behind access tokens, read from the database with a short cache so
 * each request does not cost a query. Changes made through this api forget the entry at once.
 */
export class AccountStates {
  private readonly cache = new Map<string, { at: number; state: AccountState | null }>();
  /**
   * Counts `forget` calls: a read that a change overtook (read before it, answered after it) is
   * used for its own request but not kept, or a deactivated account would stay signed in for
   * CACHE_MS.
   */
  private changes = 0;

  constructor(private readonly db: Pick<Db, 'query'>) {}

  async get(id: string): Promise<AccountState | null> {
    const hit = this.cache.get(id);
    const now = Date.now();
    if (hit && now - hit.at < CACHE_MS) return hit.state;
    const changesBefore = this.changes;
    const [row] = await this.db.query<AccountState>(
      'SELECT role, status, token_version AS "tokenVersion" FROM users WHERE id = $1',
      [id],
    );
    const state = row ?? null;
    if (this.changes !== changesBefore) return state;
    if (this.cache.size > 10_000) this.cache.clear();
    this.cache.set(id, { at: now, state });
    return state;
  }

  forget(id: string): void {
    this.changes += 1;
    this.cache.delete(id);
  }
}
