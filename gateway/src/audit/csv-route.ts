import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { GraphQLError } from 'graphql';
import { requireAdmin } from '../auth/require-admin.js';
import { createContext, type ContextDeps, type GatewayContext } from '../context.js';
import { nameWhenRead } from './actor.js';
import { EVENT_COLUMNS, toAuditEvent, type EventRow } from './events.js';
import { filterOfText, whereOf, type FilterText, type Where } from './filter.js';
import { eventLine, headerLine } from './csv.js';

/** Rows read from the store per batch: the export streams, whatever the number of events. */
const BATCH = 1_000;

const STATUS: Record<string, number> = { UNAUTHENTICATED: 401, FORBIDDEN: 403 };

/**
 * GET /audit-events.csv: the activity list's events (the same filters as query parameters:
 * actorId, recordType, recordId, operation, startDate, endDate), newest first, for admins (the
 * session cookie or a bearer token). UTF-8 with a BOM so Excel opens Japanese; streamed in
 * batches read by keyset (at, id), so a large export holds one batch in memory.
 */
export function auditCsvRoute(deps: ContextDeps) {
  return async (app: FastifyInstance): Promise<void> => {
    app.get<{ Querystring: FilterText }>('/audit-events.csv', async (request, reply) => {
      const context = await createContext(deps, request, reply);
      try {
        await requireAdmin(context, 'export the activity list');
      } catch (error) {
        const code = error instanceof GraphQLError ? String(error.extensions.code) : 'FORBIDDEN';
        return reply
          .status(STATUS[code] ?? 503)
          .send({ code, message: error instanceof Error ? error.message : code });
      }
      const filter = filterOfText(request.query);
      if (typeof filter === 'string') {
        return reply.status(400).send({ code: 'BAD_USER_INPUT', message: `bad ${filter}` });
      }
      const where = whereOf(filter);
      const day = new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-events-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(lines(context, where)));
    });
  };
}

async function* lines(context: GatewayContext, where: Where): AsyncGenerator<string> {
  const { store } = context;
  yield headerLine();
  let after: string | null = null;
  for (;;) {
    const params = [...where.params];
    const conditions = where.sql ? [where.sql.slice('WHERE '.length)] : [];
    if (after) {
      // Keyset on the last row's exact (at, id): the store's microseconds, not a JS Date's ms.
      params.push(after);
      const last = `$${params.length}::bigint`;
      conditions.push(`(at, id) < ((SELECT at FROM audit_events WHERE id = ${last}), ${last})`);
    }
    params.push(BATCH);
    const rows: EventRow[] = await store.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM audit_events
       ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}
       ORDER BY at DESC, id DESC LIMIT $${params.length}`,
      params,
    );
    const events = rows.map((row) => toAuditEvent(row));
    // A name not known when the event was written (a refused attempt's caller) is read now, as
    // the activity list reads it: the CSV names people, not ids.
    for (const e of events) e.actor = { ...e.actor, name: await nameWhenRead(context, e.actor) };
    if (events.length > 0) yield events.map(eventLine).join('');
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1]!.id;
  }
}
