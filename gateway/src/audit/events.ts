import type { Db } from '@dogstay/db';
import type {
  AuditEvent,
  AuditOperation,
  AuditOutcome,
  AuditVia,
} from '../__generated__/resolvers-types.js';
import type { FieldChange } from './changes.js';
import { recordTypeOf } from './record-types.js';

/** An event as stored (store/migrations/003_audit.sql). */
export interface EventRow {
  id: string;
  at: Date | string;
  actor_id: string | null;
  actor_name: string;
  via: string;
  key_id: string | null;
  operation: string;
  mutation: string;
  record_type: string | null;
  record_id: string | null;
  record_title: string | null;
  changes: FieldChange[] | string;
  request_id: string;
  outcome: string;
  error_code: string | null;
  restore_id: string | null;
  revert_of: string | null;
  reverted_by: string | null;
}

export const EVENT_COLUMNS = `id::text AS id, at, actor_id, actor_name, via, key_id, operation,
  mutation, record_type, record_id, record_title, changes, request_id, outcome, error_code,
  restore_id, revert_of::text AS revert_of, reverted_by::text AS reverted_by`;

/** What is known of a mutation before its REST call. */
export interface PendingEvent {
  actorId: string | null;
  actorName: string;
  via: AuditVia;
  keyId: string | null;
  operation: AuditOperation;
  mutation: string;
  recordType: string | null;
  recordId: string | null;
  recordTitle: string | null;
  changes: FieldChange[];
  requestId: string;
  revertOf: string | null;
}

/** Writes the event before the REST call; its id. Throws when the store cannot take it. */
export async function insertPending(store: Db, e: PendingEvent): Promise<string> {
  const [row] = await store.query<{ id: string }>(
    `INSERT INTO audit_events (actor_id, actor_name, via, key_id, operation, mutation, record_type,
       record_id, record_title, changes, request_id, revert_of, actor)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, COALESCE($4, $1))
     RETURNING id::text AS id`,
    [
      e.actorId,
      e.actorName,
      e.via,
      e.keyId,
      e.operation,
      e.mutation,
      e.recordType,
      e.recordId,
      e.recordTitle,
      JSON.stringify(e.changes),
      e.requestId,
      e.revertOf,
    ],
  );
  return row!.id;
}

/** How a mutation ended; unset fields keep what the pending event has. */
export interface Completion {
  outcome: 'SUCCEEDED' | 'FAILED';
  operation?: AuditOperation;
  errorCode?: string | null;
  recordType?: string | null;
  recordId?: string | null;
  recordTitle?: string | null;
  changes?: FieldChange[];
  restoreId?: string | null;
  actorId?: string | null;
  actorName?: string | null;
}

export async function completeEvent(store: Db, id: string, c: Completion): Promise<void> {
  await store.query(
    `UPDATE audit_events SET outcome = $2, operation = COALESCE($3, operation),
       error_code = $4, record_type = COALESCE($5, record_type),
       record_id = COALESCE($6, record_id), record_title = COALESCE($7, record_title),
       changes = COALESCE($8::jsonb, changes), restore_id = $9,
       actor_id = COALESCE($10, actor_id), actor_name = COALESCE($11, actor_name),
       actor = COALESCE(key_id, $10, actor_id)
     WHERE id = $1`,
    [
      id,
      c.outcome,
      c.operation ?? null,
      c.errorCode ?? null,
      c.recordType ?? null,
      c.recordId ?? null,
      c.recordTitle ?? null,
      c.changes ? JSON.stringify(c.changes) : null,
      c.restoreId ?? null,
      c.actorId ?? null,
      c.actorName ?? null,
    ],
  );
}

/** Drops a pending event whose call changed nothing (a create answered from its idempotency key). */
export async function discardEvent(store: Db, id: string): Promise<void> {
  await store.query(`DELETE FROM audit_events WHERE id = $1 AND outcome = 'PENDING'`, [id]);
}

export async function eventById(store: Db, id: string): Promise<EventRow | undefined> {
  if (!/^\d{1,18}$/.test(id)) return undefined;
  const [row] = await store.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM audit_events WHERE id = $1`,
    [id],
  );
  return row;
}

/** What revertChange undoes: a create (deleted), an update (before-values), a delete (restored). */
const REVERTIBLE = new Set(['CREATE', 'UPDATE', 'DELETE']);

/** The event as the schema's AuditEvent; `changedOutside` as the history found it. */
export function toAuditEvent(row: EventRow, changedOutside = false): AuditEvent {
  const changes = (
    typeof row.changes === 'string' ? JSON.parse(row.changes) : row.changes
  ) as FieldChange[];
  const outcome: AuditOutcome =
    row.outcome === 'SUCCEEDED' || row.outcome === 'FAILED' ? row.outcome : 'UNKNOWN';
  const operation = row.operation as AuditOperation;
  return {
    id: row.id,
    at: row.at instanceof Date ? row.at.toISOString() : new Date(row.at).toISOString(),
    actor: {
      userId: row.actor_id,
      name: row.actor_name,
      via: row.via as AuditVia,
      keyId: row.key_id,
    },
    operation,
    mutation: row.mutation,
    recordType: recordTypeOf(row.record_type),
    recordId: row.record_id,
    recordTitle: row.record_title,
    changes,
    requestId: row.request_id,
    outcome,
    errorCode: row.error_code,
    changedOutside,
    revertible: revertible(row, operation, outcome, changes),
    revertedBy: row.reverted_by,
    revertOf: row.revert_of,
  };
}

function revertible(
  row: EventRow,
  operation: AuditOperation,
  outcome: AuditOutcome,
  changes: FieldChange[],
): boolean {
  if (outcome !== 'SUCCEEDED' || row.reverted_by || !row.record_id || !row.record_type)
    return false;
  if (!REVERTIBLE.has(operation)) return false;
  if (operation === 'DELETE') return row.restore_id !== null;
  if (operation === 'UPDATE') {
    return changes.some((c) => c.before !== null || c.after !== null);
  }
  return true;
}
