import type { GraphQLField, GraphQLResolveInfo } from 'graphql';
import type { MutationRevertChangeArgs, RevertPayload } from '../__generated__/resolvers-types.js';
import type { GatewayContext } from '../context.js';
import { storedBefore } from '../graphql/patch-updates.js';
import { recordFieldOf } from '../graphql/record-fields.js';
import { restoreDeleted } from '../restore/restore.js';
import { badInput, ErrorCode, gatewayError } from '../rest/errors.js';
import { fieldOrUndefined } from '../rest/table.js';
import { storeWork } from '../store/store.js';
import { updateChanges, valueOf, type FieldChange } from './changes.js';
import { nestedCall, pendingEventOf, reportFacts } from './current.js';
import { eventById, toAuditEvent, type EventRow } from './events.js';
import { mutationPlans } from './plans.js';

type Row = Record<string, unknown>;

/**
 * Undoes one event through the ordinary mutations: an update's before-values are written back by
 * its patch update (expectedUpdatedAt and the stranding guard apply; without expectedUpdatedAt the
 * fields must still hold the event's after-values), a delete is restored whole by restoreDeleted,
 * a create is deleted. The REVERT event (recorded around this resolver) and the event it undoes
 * name each other; a failed revert frees the event again.
 */
export async function revertChange(
  args: MutationRevertChangeArgs,
  context: GatewayContext,
  info: GraphQLResolveInfo,
): Promise<RevertPayload> {
  const { requestId, store } = context;
  const target = await storeWork(requestId, () => eventById(store, args.eventId));
  if (!target) throw gatewayError(ErrorCode.NOT_FOUND, requestId, 'No audit event with this id.');
  if (target.reverted_by) throw alreadyReverted(requestId);
  const event = toAuditEvent(target);
  if (!event.revertible || !target.record_type || !target.record_id) {
    throw badInput(requestId, [
      { field: 'eventId', message: 'this event cannot be reverted', reason: 'INVALID' },
    ]);
  }
  const self = pendingEventOf(info) ?? null;
  const claimed = await storeWork(requestId, async () => {
    const rows = await store.query(
      `UPDATE audit_events SET reverted_by = $2 WHERE id = $1 AND reverted_by IS NULL RETURNING id`,
      [target.id, self],
    );
    if (rows.length > 0 && self) {
      await store.query('UPDATE audit_events SET revert_of = $2 WHERE id = $1', [self, target.id]);
    }
    return rows.length > 0;
  });
  if (!claimed) throw alreadyReverted(requestId);
  try {
    const done = await undo(target, event.changes as FieldChange[], args, context, info);
    reportFacts(info, {
      recordType: target.record_type,
      recordId: done.recordId,
      recordTitle: target.record_title,
      changes: done.changes,
    });
    return {
      message: done.message,
      recordId: done.recordId,
      event: { ...event, id: self ?? '', revertOf: target.id, operation: 'REVERT' },
    };
  } catch (error) {
    await store
      .query('UPDATE audit_events SET reverted_by = NULL WHERE id = $1 AND reverted_by = $2', [
        target.id,
        self,
      ])
      .catch(() => undefined);
    throw error;
  }
}

const alreadyReverted = (requestId: string) =>
  gatewayError(ErrorCode.CONFLICT, requestId, 'This change was reverted already.', {
    reason: 'ALREADY_RESTORED',
  });

interface Undone {
  message: string;
  recordId: string;
  changes: FieldChange[];
}

async function undo(
  target: EventRow,
  changes: FieldChange[],
  args: MutationRevertChangeArgs,
  context: GatewayContext,
  info: GraphQLResolveInfo,
): Promise<Undone> {
  const type = target.record_type!;
  const id = target.record_id!;
  const title = target.record_title ?? type;
  if (target.operation === 'DELETE') {
    const restored = await restoreDeleted(target.restore_id!, context, info);
    return {
      message: restored.message,
      recordId: restored.id,
      changes: changes.map((c) => ({ field: c.field, before: null, after: c.before })),
    };
  }
  const plans = mutationPlans(info.schema);
  const mutation = (operation: string) =>
    [...plans.values()].find((p) => p.operation === operation && p.record?.name === type);
  if (target.operation === 'CREATE') {
    const remove = mutation('DELETE');
    if (!remove)
      throw badInput(context.requestId, [
        { field: 'eventId', message: 'no delete', reason: 'INVALID' },
      ]);
    await call(remove.name, { id }, context, info);
    return {
      message: `Deleted ${title}`,
      recordId: id,
      changes: changes.map((c) => ({ field: c.field, before: c.after, after: null })),
    };
  }
  const update = mutation('UPDATE');
  if (!update?.input)
    throw badInput(context.requestId, [
      { field: 'eventId', message: 'no update', reason: 'INVALID' },
    ]);
  const writable = changes.filter(
    (c) => (c.before !== null || c.after !== null) && update.input!.getFields()[c.field],
  );
  const input = Object.fromEntries(writable.map((c) => [c.field, c.before]));
  if (!args.expectedUpdatedAt) await refuseChangedSince(writable, update, id, context, info);
  const sent: Row = {
    ...(update.reader?.args.length ? { id } : {}),
    input,
    ...(args.expectedUpdatedAt ? { expectedUpdatedAt: args.expectedUpdatedAt } : { force: true }),
    ...(args.acceptStranded != null ? { acceptStranded: args.acceptStranded } : {}),
  };
  const field = info.schema.getMutationType()!.getFields()[update.name]!;
  if (!field.args.some((a) => a.name === 'acceptStranded')) delete sent.acceptStranded;
  if (!field.args.some((a) => a.name === 'id')) delete sent.id;
  const answer = await call(update.name, sent, context, info);
  const recordField = recordFieldOf(field as GraphQLField<unknown, unknown>)?.name;
  const record = recordField ? (answer[recordField] as object | undefined) : undefined;
  const recordId = fieldOrUndefined(record, 'id');
  return {
    message: `Reverted ${title}`,
    recordId: typeof recordId === 'string' ? recordId : id,
    changes: updateChanges(update.input, storedBefore(sent), record, input),
  };
}

/** Calls another mutation's resolver as part of this one (not recorded twice). */
async function call(
  name: string,
  args: Row,
  context: GatewayContext,
  info: GraphQLResolveInfo,
): Promise<Row> {
  const mutationType = info.schema.getMutationType()!;
  const field = mutationType.getFields()[name]!;
  const nested: GraphQLResolveInfo = {
    ...info,
    fieldName: name,
    returnType: field.type,
    parentType: mutationType,
  };
  return (await field.resolve!(undefined, nestedCall(args), context, nested)) as Row;
}

/**
 * Without expectedUpdatedAt, a revert writes back only fields that still hold the event's
 * after-values: a later change to one of them is refused with CONFLICT (STALE_UPDATE).
 */
async function refuseChangedSince(
  changes: FieldChange[],
  update: ReturnType<typeof mutationPlans> extends Map<string, infer P> ? P : never,
  id: string,
  context: GatewayContext,
  info: GraphQLResolveInfo,
): Promise<void> {
  const read = update.reader?.resolve;
  if (!read || !update.input) return;
  const current = (await read(
    undefined,
    update.reader!.args.length ? { id } : {},
    context,
    info,
  )) as Row;
  const moved = changes.some((c) => {
    const now = valueOf(current, update.input!, c.field);
    return now !== undefined && JSON.stringify(now ?? null) !== JSON.stringify(c.after ?? null);
  });
  if (moved) {
    throw gatewayError(ErrorCode.CONFLICT, context.requestId, undefined, {
      reason: 'STALE_UPDATE',
      updatedAt: typeof current.updatedAt === 'string' ? current.updatedAt : null,
    });
  }
}
