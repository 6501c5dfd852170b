import type { Db } from '@dogstay/db';
import type { ApiKey, ApiKeyScope } from '../__generated__/resolvers-types.js';
import { prefixOf } from './secret.js';

/** One row of api_keys (store migration 004). */
export interface KeyRow {
  id: string;
  name: string;
  scope: ApiKeyScope;
  secret_hash: string;
  account_id: string | null;
  account_email: string;
  account_password: string;
  created_by_name: string;
  created_at: Date | string;
  expires_at: Date | string | null;
  revoked_at: Date | string | null;
  last_used_at: Date | string | null;
}

/** What a request's key check reads: one row by primary key. */
export type KeyCheckRow = Pick<
  KeyRow,
  | 'id'
  | 'name'
  | 'scope'
  | 'secret_hash'
  | 'account_id'
  | 'account_email'
  | 'account_password'
  | 'expires_at'
  | 'revoked_at'
>;

const CHECK_COLUMNS =
  'id, name, scope, secret_hash, account_id, account_email, account_password, expires_at, revoked_at';

export interface NewKeyRow {
  id: string;
  name: string;
  scope: ApiKeyScope;
  secretHash: string;
  accountEmail: string;
  sealedPassword: string;
  createdById: string;
  createdByName: string;
  expiresAt: string | null;
}

const iso = (value: Date | string): string => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null): string | null =>
  value === null ? null : iso(value);

/** A row as the schema's ApiKey, its status as of `now`. */
export function toApiKey(row: KeyRow, now: Date): ApiKey {
  const expired = row.expires_at !== null && new Date(row.expires_at) <= now;
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    prefix: prefixOf(row.id),
    createdBy: row.created_by_name,
    createdAt: iso(row.created_at),
    lastUsedAt: isoOrNull(row.last_used_at),
    expiresAt: isoOrNull(row.expires_at),
    revokedAt: isoOrNull(row.revoked_at),
    status: row.revoked_at !== null ? 'REVOKED' : expired ? 'EXPIRED' : 'ACTIVE',
  };
}

/** The SQL of API keys, on the gateway's store. */
/** The store's channel on which a revoked key's id is sent to every replica. */
export const KEY_REVOKED_CHANNEL = 'api_key_revoked';

export const keyRepo = {
  async forCheck(db: Db, id: string): Promise<KeyCheckRow | null> {
    const rows = await db.query<KeyCheckRow>(
      `SELECT ${CHECK_COLUMNS} FROM api_keys WHERE id = $1`,
      [id],
    );
    return rows[0] ?? null;
  },

  async list(db: Db): Promise<KeyRow[]> {
    return db.query<KeyRow>('SELECT * FROM api_keys ORDER BY created_at DESC, id');
  },

  async insert(db: Db, row: NewKeyRow): Promise<void> {
    await db.query(
      `INSERT INTO api_keys (id, name, scope, secret_hash, account_email, account_password,
         created_by_id, created_by_name, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        ...[row.id, row.name, row.scope, row.secretHash, row.accountEmail, row.sealedPassword],
        ...[row.createdById, row.createdByName, row.expiresAt],
      ],
    );
  },

  /** The REST account is made: the key is usable from now on. */
  async activate(db: Db, id: string, accountId: string): Promise<KeyRow> {
    const rows = await db.query<KeyRow>(
      'UPDATE api_keys SET account_id = $2 WHERE id = $1 RETURNING *',
      [id, accountId],
    );
    return rows[0]!;
  },

  /** A key whose REST account could not be made. */
  async remove(db: Db, id: string): Promise<void> {
    await db.query('DELETE FROM api_keys WHERE id = $1 AND account_id IS NULL', [id]);
  },

  /**
   * Revokes a key (a revoked one keeps its first revokedAt) and tells every replica on commit
   * (KEY_REVOKED_CHANNEL); null when there is none.
   */
  async revoke(db: Db, id: string): Promise<KeyRow | null> {
    return db.transaction(async (tx) => {
      const [row] = await tx.query<KeyRow>(
        `UPDATE api_keys SET revoked_at = COALESCE(revoked_at, now())
         WHERE id = $1 AND account_id IS NOT NULL RETURNING *`,
        [id],
      );
      if (row) await tx.query('SELECT pg_notify($1, $2)', [KEY_REVOKED_CHANNEL, id]);
      return row ?? null;
    });
  },

  /** Marks a key used now, unless it was within the last minute (another replica's write). */
  async touch(db: Db, id: string): Promise<void> {
    await db.query(
      `UPDATE api_keys SET last_used_at = now()
       WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`,
      [id],
    );
  },
};
