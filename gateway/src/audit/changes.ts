import {
  getNamedType,
  isEnumType,
  isScalarType,
  type GraphQLInputObjectType,
  type GraphQLObjectType,
} from 'graphql';
import { project } from '../graphql/patch-updates.js';
import { fieldOrUndefined, fieldValue, hasField } from '../rest/table.js';
import { isSecretField, sanitize } from './sanitize.js';

/** One field before and after a change, as the schema's AuditFieldChange. */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** A record (a table's RestRecord, or a plain object) or what was sent. */
type Row = object;

/** A record's value of one input field, in the input's shape; undefined when it cannot be read. */
export function valueOf(record: Row | undefined, input: GraphQLInputObjectType, field: string) {
  const type = input.getFields()[field]?.type;
  if (!record || !type || !hasField(record, field)) return undefined;
  try {
    const value = sanitize(project(fieldValue(record, field), type));
    return value === undefined ? undefined : value;
  } catch {
    return undefined;
  }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * An update's changed fields over its input's fields: before from the record read before the
 * write, after from the record the write answered (else what was sent, else unchanged). A secret
 * sent (a password) is recorded as changed with null on both sides.
 */
export function updateChanges(
  input: GraphQLInputObjectType,
  before: Row | undefined,
  after: Row | undefined,
  sent: Record<string, unknown>,
): FieldChange[] {
  const out: FieldChange[] = [];
  for (const field of Object.keys(input.getFields())) {
    if (isSecretField(field)) {
      if (sent[field] != null) out.push({ field, before: null, after: null });
      continue;
    }
    const was = valueOf(before, input, field);
    let now = valueOf(after, input, field);
    if (now === undefined) now = Object.hasOwn(sent, field) ? sanitize(sent[field]) : was;
    if (was === undefined && !Object.hasOwn(sent, field)) continue;
    if (!same(was, now)) out.push({ field, before: was ?? null, after: now ?? null });
  }
  return out;
}

/** A whole record as changes: a create's fields as after, a delete's as before. */
export function wholeRecord(
  input: GraphQLInputObjectType,
  record: Row | undefined,
  side: 'before' | 'after',
): FieldChange[] {
  const out: FieldChange[] = [];
  for (const field of Object.keys(input.getFields())) {
    if (isSecretField(field)) continue;
    const value = valueOf(record, input, field);
    if (value === undefined || value === null) continue;
    out.push({
      field,
      before: side === 'before' ? value : null,
      after: side === 'after' ? value : null,
    });
  }
  return out;
}

/** The plain fields (scalars and enums) of a record type that differ, e.g. a booking's status. */
export function leafChanges(
  type: GraphQLObjectType,
  before: Row | undefined,
  after: Row | undefined,
): FieldChange[] {
  const out: FieldChange[] = [];
  if (!after) return out;
  for (const field of Object.values(type.getFields())) {
    const named = getNamedType(field.type);
    if (!isScalarType(named) && !isEnumType(named)) continue;
    if (isSecretField(field.name) || field.name === 'updatedAt' || field.name === 'createdAt')
      continue;
    if (!hasField(after, field.name)) continue;
    const now = sanitize(fieldOrUndefined(after, field.name));
    const was = sanitize(fieldOrUndefined(before, field.name));
    if (now === undefined || was === undefined) continue;
    if (!same(was, now)) out.push({ field: field.name, before: was ?? null, after: now ?? null });
  }
  return out;
}
