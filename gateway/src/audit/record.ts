import {
  defaultFieldResolver,
  GraphQLError,
  type GraphQLFieldResolver,
  type GraphQLSchema,
} from 'graphql';
import { isAdminRefusal } from '../auth/require-admin.js';
import { callerOf } from '../auth/normalise.js';
import type { ViewerModel } from '../models.js';
import type { GatewayContext } from '../context.js';
import { isReplayedCreate } from '../graphql/idempotent-creates.js';
import { storedBefore } from '../graphql/patch-updates.js';
import { storeWork } from '../store/store.js';
import { askedActor, knownActor, type Actor } from './actor.js';
import { leafChanges, updateChanges, wholeRecord, type FieldChange } from './changes.js';
import { completeEvent, discardEvent, insertPending, type Completion } from './events.js';
import { isNestedCall, reportedFacts, setPendingEvent } from './current.js';
import { mutationPlans, type MutationPlan } from './plans.js';
import { sanitize } from './sanitize.js';
import { fieldOrUndefined, hasField } from '../rest/table.js';

type Row = Record<string, unknown>;
type Resolver = GraphQLFieldResolver<unknown, GatewayContext, Row>;

/**
 * Every mutation of the schema is recorded, in this one place: a pending event is written to the
 * gateway's store before the resolver (and so before its REST write) runs, and completed after
 * it with the outcome and what changed. A store that cannot take the pending event refuses the
 * mutation (STORE_UNAVAILABLE) before REST; sign-in, sign-out and ping are recorded when it can.
 * Applied last in buildSchema, so it sees every refusal of the guards inside it. Returns the
 * recorded mutations (all of them).
 */
export function recordAudit(schema: GraphQLSchema): string[] {
  const plans = mutationPlans(schema);
  const fields = schema.getMutationType()?.getFields() ?? {};
  for (const field of Object.values(fields)) {
    const plan = plans.get(field.name)!;
    field.resolve = recorded(plan, (field.resolve ?? defaultFieldResolver) as Resolver);
  }
  return Object.keys(fields);
}

/** The resolve infos of the mutations being recorded now. */
const recording = new WeakSet<object>();

function recorded(plan: MutationPlan, resolve: Resolver): Resolver {
  return async (source, args, context, info) => {
    // A write made by another recorded mutation (a restore's creates, a revert's update) is part
    // of that mutation's event.
    if (isNestedCall(args) || recording.has(info)) return resolve(source, args, context, info);
    recording.add(info);
    const actor = knownActor(context, plan.name === 'login');
    const sent = (args.input ?? {}) as Row;
    const pending = {
      ...actor,
      operation: plan.operation,
      mutation: plan.name,
      recordType: plan.record?.name ?? null,
      recordId: idOf(plan, args, actor.actorId),
      recordTitle: plan.name === 'login' ? str(args.email) : null,
      changes: pendingChanges(plan, sent),
      requestId: context.requestId,
      revertOf: null,
    };
    const write = () => insertPending(context.store, pending);
    if (plan.bestEffort)
      return bestEffort(plan, write, async () => resolve(source, args, context, info), context);
    const eventId = await storeWork(context.requestId, write);
    setPendingEvent(info, eventId);
    const before =
      plan.operation === 'RESTORE'
        ? await keptRecord(context, str(args.restoreId))
        : await lastState(plan, pending.recordId, context, info);
    let answer: unknown;
    try {
      answer = await resolve(source, args, context, info);
    } catch (error) {
      // Refused: the caller as known now (a role check has looked them up), no REST call more
      // (a name not known yet is read when the event is: audit/resolvers.ts, AuditActor).
      await complete(context, eventId, {
        ...failure(error),
        ...better(actor, knownActor(context)),
      });
      throw error;
    }
    // A retried create answered from its idempotency key wrote nothing: the first call's event
    // is the record's CREATE, and a second would show two.
    if (isReplayedCreate(info)) {
      await storeWork(context.requestId, () => discardEvent(context.store, eventId)).catch(
        () => undefined,
      );
      return answer;
    }
    const facts = reportedFacts(info) ?? succeeded(plan, args, sent, answer as Row, before);
    const who =
      actor.actorId && actor.actorName !== actor.actorId
        ? {}
        : better(actor, await askedActor(context));
    await complete(context, eventId, { ...who, ...facts, outcome: 'SUCCEEDED' });
    return answer;
  };
}

/** The actor's id and name when the later look-up knows more than the pending event did. */
function better(was: Actor, now: Actor): Partial<Completion> {
  if (!now.actorId || (now.actorId === was.actorId && now.actorName === was.actorName)) return {};
  return { actorId: now.actorId, actorName: now.actorName };
}

/**
 * Sign-in, sign-out and ping never wait for the store (an embedded one may still be opening):
 * their event is written beside the call and completed after it, when the store can.
 */
async function bestEffort(
  plan: MutationPlan,
  write: () => Promise<string>,
  run: () => Promise<unknown>,
  context: GatewayContext,
): Promise<unknown> {
  const eventId = write().catch(() => null);
  const finish = (c: Completion) =>
    void eventId.then((id) => (id ? complete(context, id, c) : undefined));
  try {
    const answer = await run();
    finish({ ...actionFacts(plan, answer as Row, undefined, undefined), outcome: 'SUCCEEDED' });
    return answer;
  } catch (error) {
    finish(failure(error));
    throw error;
  }
}

async function complete(context: GatewayContext, id: string, c: Completion): Promise<void> {
  // The change is made (or refused) whatever the store says now: an event it cannot complete
  // stays pending and reads as UNKNOWN, reconciled with the record when its history is read.
  await completeEvent(context.store, id, c).catch(() => undefined);
}

function failure(error: unknown): Completion {
  const code =
    error instanceof GraphQLError && typeof error.extensions.code === 'string'
      ? error.extensions.code
      : 'INTERNAL_SERVER_ERROR';
  return {
    outcome: 'FAILED',
    errorCode: code,
    ...(isAdminRefusal(error) ? { operation: 'SECURITY' as const } : {}),
  };
}

const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

function idOf(plan: MutationPlan, args: Row, callerId: string | null): string | null {
  const input = (args.input ?? {}) as Row;
  const id = str(args.id) ?? str(args.userId) ?? str(input.userId);
  if (id) return id;
  // One's own password or picture.
  return plan.password || plan.name === 'uploadProfilePicture' ? callerId : null;
}

/** What the pending event says of the change: the fields sent, their values to be. */
function pendingChanges(plan: MutationPlan, sent: Row): FieldChange[] {
  if (plan.password) return [{ field: 'password', before: null, after: null }];
  if (!plan.input || (plan.operation !== 'UPDATE' && plan.operation !== 'CREATE')) return [];
  const after = sanitize(sent) as Row;
  return Object.keys(after)
    .filter((field) => plan.input!.getFields()[field])
    .map((field) => ({ field, before: null, after: after[field] ?? null }));
}

/** The record before a delete or an action (a booking's cancel): read through its Query field. */
async function lastState(
  plan: MutationPlan,
  id: string | null,
  context: GatewayContext,
  info: Parameters<Resolver>[3],
): Promise<Row | undefined> {
  if (!id || !plan.reader?.resolve || plan.password) return undefined;
  if (plan.operation !== 'DELETE' && plan.operation !== 'ACTION') return undefined;
  // Another user's account is an admin's to change: a staff attempt, refused by the resolver,
  // reads nothing for its event (the role look-up is the one the refusal makes anyway).
  if (plan.record?.name === 'StaffUser') {
    const caller = await context.caller().catch(() => null);
    if (!caller || (caller.role !== 'admin' && caller.id !== id)) return undefined;
  }
  try {
    return (await plan.reader.resolve(undefined, { id }, context, info)) as Row;
  } catch {
    return undefined;
  }
}

const titleOf = (record: object | undefined): string | null => {
  if (!record) return null;
  for (const key of ['title', 'name', 'fullName', 'email', 'bookingNumber', 'code']) {
    const value = hasField(record, key) ? fieldOrUndefined(record, key) : undefined;
    if (typeof value === 'string' && value) return value;
  }
  return null;
};

function succeeded(
  plan: MutationPlan,
  args: Row,
  sent: Row,
  answer: Row | null,
  before: Row | undefined,
): Partial<Completion> {
  const record =
    plan.recordField && answer ? (answer[plan.recordField] as Row | undefined) : undefined;
  const idOfRecord = str(fieldOrUndefined(record, 'id'));
  switch (plan.operation) {
    case 'CREATE':
      return {
        recordId: idOfRecord,
        recordTitle: titleOf(record),
        changes: plan.input ? wholeRecord(plan.input, record, 'after') : [],
      };
    case 'UPDATE': {
      const stored = storedBefore(args);
      const storedId = str(fieldOrUndefined(stored, 'id'));
      return {
        recordId: idOfRecord ?? storedId,
        recordTitle: titleOf(record) ?? titleOf(stored),
        changes: plan.input ? updateChanges(plan.input, stored, record, sent) : [],
      };
    }
    case 'DELETE':
      return {
        recordTitle: titleOf(before),
        changes: plan.input ? wholeRecord(plan.input, before, 'before') : [],
        restoreId: answer && typeof answer.restoreId === 'string' ? answer.restoreId : null,
      };
    case 'RESTORE':
      return restoreFacts(answer, before);
    default:
      return actionFacts(plan, answer, record, before);
  }
}

function actionFacts(
  plan: MutationPlan,
  answer: Row | null,
  record: Row | undefined,
  before: Row | undefined,
): Partial<Completion> {
  if (plan.name === 'login' && answer) {
    try {
      const viewer = callerOf(answer.viewer as ViewerModel);
      return { actorId: viewer.id, actorName: viewer.name };
    } catch {
      return {};
    }
  }
  if (plan.name === 'createUploadUrl' && answer) return { recordTitle: str(answer.fileName) };
  if (plan.password) return {};
  return {
    recordId: str(fieldOrUndefined(record, 'id')),
    recordTitle: titleOf(record) ?? titleOf(before),
    changes: plan.record ? leafChanges(plan.record, before, record) : [],
  };
}

/** The deleted record restoreDeleted brings back, as the store kept it. */
async function keptRecord(context: GatewayContext, restoreId: string | null) {
  if (!restoreId || !/^\d{1,18}$/.test(restoreId)) return undefined;
  const rows = await context.store
    .query<Row>('SELECT record_type, title, snapshot FROM deleted_records WHERE id = $1', [
      restoreId,
    ])
    .catch(() => []);
  return rows[0];
}

function restoreFacts(answer: Row | null, kept: Row | undefined): Partial<Completion> {
  const snapshot = (sanitize(kept?.snapshot) ?? {}) as Row;
  return {
    recordType: str(kept?.record_type),
    recordId: answer ? str(answer.id) : null,
    recordTitle: str(kept?.title),
    changes: Object.entries(snapshot)
      .filter(([, value]) => value !== null && value !== undefined)
      .map(([field, value]) => ({ field, before: null, after: value })),
  };
}
