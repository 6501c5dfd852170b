import type { Db } from './db.js';
import { DomainCode } from '../http/codes.js';
import { conflict, notFound } from '../http/errors.js';

export interface UpdateRowOptions {
  table: string;
  id: string;
  /** Column → value. Column names come from code, never from requests. */
  set: Record<string, unknown>;
  /** The updatedAt the client read; an older one than stored is refused as a conflict. */
  updatedAt?: string | undefined;
  /** Name for the 404 message. */
  entity: string;
}

/**
 * Updates one row with optimistic concurrency: when the client sends the updatedAt it read and the
 * row has changed since, nothing is written and a 409 with STALE_UPDATE is thrown.
 */
export async function updateRow(db: Db, o: UpdateRowOptions): Promise<void> {
  const columns = Object.keys(o.set);
  const params: unknown[] = [o.id, ...columns.map((c) => o.set[c])];
  const assignments = columns.map((c, i) => `${c} = $${i + 2}`);
  assignments.push('updated_at = now()');
  let guard = '';
  if (o.updatedAt) {
    params.push(o.updatedAt);
    guard = ` AND date_trunc('milliseconds', updated_at) <= $${params.length}::timestamptz`;
  }
  const rows = await db.query(
    `UPDATE ${o.table} SET ${assignments.join(', ')} WHERE id = $1${guard} RETURNING id`,
    params,
  );
  if (rows.length > 0) return;
  const exists = await db.query(`SELECT 1 FROM ${o.table} WHERE id = $1`, [o.id]);
  if (exists.length === 0) throw notFound(o.entity);
  throw conflict(
    DomainCode.STALE_UPDATE,
    `${o.entity} was changed by someone else; reload it and try again`,
  );
}

/** Deletes one row by id; 404 when there is none. */
export async function deleteRow(db: Db, table: string, id: string, entity: string): Promise<void> {
  const rows = await db.query(`DELETE FROM ${table} WHERE id = $1 RETURNING id`, [id]);
  if (rows.length === 0) throw notFound(entity);
}
