import {
  isInputObjectType,
  getNamedType,
  type GraphQLSchema,
  type GraphQLInputObjectType,
} from 'graphql';
import type { Db } from '@dogstay/db';
import type { AuditEvent } from '../__generated__/resolvers-types.js';
import type { GatewayContext } from '../context.js';
import { storeWork } from '../store/store.js';
import { valueOf, type FieldChange } from './changes.js';
import { EVENT_COLUMNS, toAuditEvent, type EventRow } from './events.js';
import { sanitize } from './sanitize.js';
import { fieldOrUndefined, hasField } from '../rest/table.js';

/** A record as its type's resolvers have it (a table's RestRecord, or a plain object). */
type Row = object;

/** The most events one history answers. */
export const MAX_HISTORY = 200;

/**
 * A record's history, newest first: its events by type and id, and those under the ids it had
 * before a restore gave it a new one. The last succeeded change is compared with the record as
 * the resolver has it now: a field that differs, with no later pending event to explain it, marks
 * that event `changedOutside` (changed directly at the REST server).
 */
export async function historyOf(
  record: Row,
  typeName: string,
  first: number,
  context: GatewayContext,
  schema: GraphQLSchema,
): Promise<AuditEvent[]> {
  const known = fieldOrUndefined(record, 'id');
  const id = typeof known === 'string' ? known : null;
  if (!id) return [];
  const limit = Math.max(0, Math.min(first, MAX_HISTORY));
  if (limit === 0) return [];
  const rows = await storeWork(context.requestId, () =>
    readHistory(context.store, typeName, id, limit),
  );
  const outside = changedOutsideAt(rows, record, inputOf(schema, typeName));
  return rows.map((row) => toAuditEvent(row, row.id === outside));
}

/** A record's newest events, under its id and the ids it had before a restore (the bench times it). */
export function readHistory(
  store: Db,
  typeName: string,
  id: string,
  limit: number,
): Promise<EventRow[]> {
  return store.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM audit_events
     WHERE record_type = $1 AND record_id = ANY(ARRAY[$2::text] || ARRAY(
       SELECT old_id FROM record_redirects WHERE record_type = $1 AND new_id = $2))
     ORDER BY at DESC, id DESC LIMIT $3`,
    [typeName, id, limit],
  );
}

/** The record type's writable fields: its update (else create) input. */
function inputOf(schema: GraphQLSchema, typeName: string): GraphQLInputObjectType | null {
  const mutations = schema.getMutationType()?.getFields() ?? {};
  for (const name of [`update${typeName}`, `create${typeName}`]) {
    const type = mutations[name]?.args.find((a) => a.name === 'input')?.type;
    const named = type && getNamedType(type);
    if (isInputObjectType(named)) return named;
  }
  return null;
}

const AFTER_STATES = new Set(['CREATE', 'UPDATE', 'REVERT', 'RESTORE', 'ACTION']);
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

function changesOf(row: EventRow): FieldChange[] {
  return (typeof row.changes === 'string' ? JSON.parse(row.changes) : row.changes) as FieldChange[];
}

/** The event whose after-values the record no longer matches, if any. */
function changedOutsideAt(
  rows: EventRow[],
  record: Row,
  input: GraphQLInputObjectType | null,
): string | null {
  const current = (field: string): unknown => {
    if (input?.getFields()[field]) return valueOf(record, input, field);
    return hasField(record, field) ? sanitize(fieldOrUndefined(record, field)) : undefined;
  };
  const index = rows.findIndex((r) => r.outcome === 'SUCCEEDED');
  const last = rows[index];
  if (!last || !AFTER_STATES.has(last.operation)) return null;
  const differing = changesOf(last).filter((c) => {
    if (c.before === null && c.after === null) return false; // a password: nothing to compare
    const now = current(c.field);
    return now !== undefined && !same(now, c.after);
  });
  if (differing.length === 0) return null;
  // A later event that never completed may have made exactly this change.
  const explained = rows
    .slice(0, index)
    .some(
      (r) =>
        r.outcome === 'PENDING' &&
        differing.every((c) =>
          changesOf(r).some((p) => p.field === c.field && same(p.after, current(c.field))),
        ),
    );
  return explained ? null : last.id;
}
