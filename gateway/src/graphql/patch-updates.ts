import {
  getNamedType,
  isInputObjectType,
  isListType,
  isNonNullType,
  type GraphQLField,
  type GraphQLInputObjectType,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLResolveInfo,
  type GraphQLSchema,
} from 'graphql';
import type { GatewayContext } from '../context.js';
import { readerOf, recordFieldOf } from './record-fields.js';
import { badInput, ErrorCode, gatewayError, type FieldError } from '../rest/errors.js';
import { fieldOrUndefined, fieldValue } from '../rest/table.js';

/**
 * Every `update…` mutation takes a patch: an omitted field keeps its stored value. The REST
 * contract's updates write the whole record, so an update's resolver first calls {@link patched}:
 * it reads the stored record (through the Query field that answers that record type by id, or the
 * one without arguments for a singleton such as the site settings), projects it onto the input's
 * fields (the schema's input and record types share their field names, so the schema is the
 * field table) and overlays what the caller sent. The resolver then writes the whole input.
 *
 * - `null` clears a field only where the record type allows it to be empty; on a field the record
 *   requires it is refused with BAD_USER_INPUT before any write.
 * - A stored field the gateway cannot read is kept only if the caller sends it: a patch that
 *   would have to write it back is refused on that field rather than writing a guess.
 * - With `expectedUpdatedAt`, a record that changed since is refused with CONFLICT before the
 *   write (the REST server checks again on the write itself).
 *
 * The read costs one REST call (a DataLoader look-up: a record already read in the request is
 * not read again). The resolver calls it after its own permission checks, so a refused caller
 * costs no REST call.
 */
export async function patched<Full, Model extends object = Record<string, unknown>>(
  args: { id?: string | null; input: object; expectedUpdatedAt?: string | null },
  context: GatewayContext,
  info: GraphQLResolveInfo,
): Promise<Patch & { input: Full; stored: Model }> {
  const plan = planOf(info.schema, info.fieldName);
  const sent = args.input as Record<string, unknown>;
  const stored = (await plan.read.resolve?.(undefined, { id: args.id }, context, info)) as Stored;
  storedReads.set(args, stored);
  refuseStale(stored, args.expectedUpdatedAt, context.requestId);
  const input = merge(plan.input, plan.record, stored, sent, context.requestId);
  // The stored record is what the type's Query field answers: its model (`Model`).
  return { sent, stored: stored as Model, input: input as Full };
}

/** The record each update's arguments read before the write (the audit trail's before-values). */
const storedReads = new WeakMap<object, Stored>();

/** The stored record a patched update read for these arguments, if it got that far. */
export function storedBefore(args: object): Stored | undefined {
  return storedReads.get(args);
}

/** A record as its Query field answers it (a table's RestRecord, or a plain object). */
type Stored = object;

/** What a patched update was sent, and the record as it was before the write. */
export interface Patch {
  sent: Record<string, unknown>;
  stored: Stored;
}

export interface Plan {
  input: GraphQLInputObjectType;
  record: GraphQLObjectType;
  read: GraphQLField<unknown, unknown>;
}
const plans = new WeakMap<GraphQLSchema, Map<string, Plan>>();

function planOf(schema: GraphQLSchema, mutation: string): Plan {
  const plan = patchPlans(schema).get(mutation);
  if (!plan) throw new Error(`${mutation} is not a patched update`);
  return plan;
}

/**
 * How each `update…` mutation of the schema reads its record back; throws at start when one
 * cannot (its payload carries no record, or no Query field reads that record by id).
 */
export function patchPlans(schema: GraphQLSchema): Map<string, Plan> {
  const known = plans.get(schema);
  if (known) return known;
  const found = new Map<string, Plan>();
  const query = schema.getQueryType();
  for (const field of Object.values(schema.getMutationType()?.getFields() ?? {})) {
    if (!field.name.startsWith('update')) continue;
    const inputArg = field.args.find((a) => a.name === 'input');
    const input = inputArg && getNamedType(inputArg.type);
    if (!isInputObjectType(input)) continue;
    const record = recordFieldOf(field)?.type;
    const read = record && query && readerOf(query, record);
    if (!record || !read) {
      throw new Error(`${field.name}: no Query field reads its record back for a patch`);
    }
    found.set(field.name, { input, record, read });
  }
  plans.set(schema, found);
  return found;
}

function refuseStale(stored: Stored, expected: unknown, requestId: string): void {
  if (typeof expected !== 'string') return;
  const current = fieldOrUndefined(stored, 'updatedAt');
  if (typeof current !== 'string') return;
  if (Date.parse(current) === Date.parse(expected)) return;
  throw gatewayError(ErrorCode.CONFLICT, requestId, undefined, {
    reason: 'STALE_UPDATE',
    updatedAt: current,
  });
}

function merge(
  inputType: GraphQLInputObjectType,
  record: GraphQLObjectType,
  stored: Stored,
  sent: Record<string, unknown>,
  requestId: string,
): Record<string, unknown> {
  const recordFields = record.getFields();
  const merged: Record<string, unknown> = {};
  const errors: FieldError[] = [];
  for (const field of Object.values(inputType.getFields())) {
    const name = field.name;
    if (Object.hasOwn(sent, name)) {
      const value = sent[name];
      const kept = recordFields[name];
      if (value === null && kept && isNonNullType(kept.type)) {
        errors.push({
          field: name,
          message: `${name} cannot be cleared: the record requires it`,
          reason: 'REQUIRED',
        });
      }
      merged[name] = value;
      continue;
    }
    try {
      const value = project(fieldValue(stored, name), field.type);
      if (value !== undefined) merged[name] = value;
    } catch {
      errors.push({
        field: name,
        message: `the stored ${name} cannot be read; send ${name} with the update`,
        reason: 'REQUIRED',
      });
    }
  }
  if (errors.length > 0) throw badInput(requestId, errors);
  return merged;
}

/** A stored value as an input value of `type`: nested records keep only the input's fields. */
export function project(value: unknown, type: GraphQLInputType): unknown {
  if (value === undefined || value === null) return value;
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) {
    if (!Array.isArray(value)) throw new Error('not a list');
    return value.map((item: unknown) => project(item, inner.ofType));
  }
  if (isInputObjectType(inner)) {
    const out: Record<string, unknown> = {};
    for (const f of Object.values(inner.getFields())) {
      const v = project(fieldValue(value, f.name), f.type);
      if (v !== undefined) out[f.name] = v;
    }
    return out;
  }
  return value;
}
