import { Readable } from 'node:stream';
import type { Db } from '@dogstay/db';
import type { FastifyInstance } from 'fastify';
import { GraphQLError } from 'graphql';
import { requireAdmin } from '../auth/require-admin.js';
import { createContext, type ContextDeps } from '../context.js';
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
        .send(Readable.from(lines(deps.store, where)));
    });
  };
}

async function* lines(store: Db, where: Where): AsyncGenerator<string> {
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
    if (rows.length > 0) yield rows.map((row) => eventLine(toAuditEvent(row))).join('');
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1]!.id;
  }
}
