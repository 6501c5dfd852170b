import type { Db } from '@dogstay/db';
import type { AuditEventFilter, AuditEventPage } from '../__generated__/resolvers-types.js';
import type { GatewayContext } from '../context.js';
import { storeWork } from '../store/store.js';
import { EVENT_COLUMNS, toAuditEvent, type EventRow } from './events.js';
import { whereOf } from './filter.js';

export const MAX_PAGE_SIZE = 200;

/** One page of the activity list, newest first (ties by id). */
export async function auditEventPage(
  context: GatewayContext,
  filter: AuditEventFilter | null | undefined,
  page: number,
  pageSize: number,
): Promise<AuditEventPage> {
  const size = Math.max(1, Math.min(pageSize, MAX_PAGE_SIZE));
  const current = Math.max(1, page);
  const [rows, total] = await storeWork(context.requestId, () =>
    readPage(context.store, filter, current, size),
  );
  return {
    items: rows.map((row) => toAuditEvent(row)),
    total,
    page: current,
    pageSize: size,
  };
}

/** One page of events and the number matching, straight from the store (the bench times it). */
export async function readPage(
  store: Db,
  filter: AuditEventFilter | null | undefined,
  page: number,
  size: number,
): Promise<[EventRow[], number]> {
  const where = whereOf(filter);
  const n = where.params.length;
  const [rows, counted] = await Promise.all([
    store.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM audit_events ${where.sql}
       ORDER BY at DESC, id DESC LIMIT $${n + 1} OFFSET $${n + 2}`,
      [...where.params, size, (page - 1) * size],
    ),
    store.query<{ total: number | string }>(
      `SELECT count(*) AS total FROM audit_events ${where.sql}`,
      where.params,
    ),
  ]);
  return [rows, Number(counted[0]?.total ?? 0)];
}
