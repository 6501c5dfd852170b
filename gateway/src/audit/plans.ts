import {
  getNamedType,
  isInputObjectType,
  type GraphQLField,
  type GraphQLInputObjectType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import type { AuditOperation } from '../__generated__/resolvers-types.js';
import { readerOf, recordFieldOf } from '../graphql/record-fields.js';

/** How the trail records one mutation of the schema, worked out once from its types. */
export interface MutationPlan {
  name: string;
  operation: AuditOperation;
  /** The record type it changes (GraphQL type), if any. */
  record: GraphQLObjectType | null;
  /** The payload field that carries the record (`season` of SeasonPayload). */
  recordField: string | null;
  /** The record's writable fields: the update's patch input, else its create input. */
  input: GraphQLInputObjectType | null;
  /** The Query field that reads the record by id (a delete's last state, an action's before). */
  reader: GraphQLField<unknown, unknown> | null;
  /** Sign-in, sign-out, ping: recorded when the store can, never refused for it. */
  bestEffort: boolean;
  /** A password mutation: recorded as `password` changed, nothing more. */
  password: boolean;
}

const BEST_EFFORT = new Set(['login', 'logout', 'ping']);
const PASSWORD = new Set(['changePassword', 'setUserPassword']);

function inputOf(field: GraphQLField<unknown, unknown> | undefined) {
  const type = field?.args.find((a) => a.name === 'input')?.type;
  const named = type && getNamedType(type);
  return isInputObjectType(named) ? named : null;
}

export function mutationPlans(schema: GraphQLSchema): Map<string, MutationPlan> {
  const mutations = Object.values(schema.getMutationType()?.getFields() ?? {});
  const query = schema.getQueryType();
  const recordOf = (f: GraphQLField<unknown, unknown>) => recordFieldOf(f);
  /** The create and update input of each record type, by type name. */
  const creates = new Map<string, GraphQLInputObjectType>();
  const updates = new Map<string, GraphQLInputObjectType>();
  for (const f of mutations) {
    const record = recordOf(f);
    const input = inputOf(f);
    if (!record || !input) continue;
    if (f.name.startsWith('create')) creates.set(record.type.name, input);
    if (f.name.startsWith('update')) updates.set(record.type.name, input);
  }
  const byName = (name: string): GraphQLObjectType | null => {
    const viaMutation = [`create${name}`, `update${name}`]
      .map((m) => mutations.find((f) => f.name === m))
      .map((f) => f && recordOf(f)?.type)
      .find(Boolean);
    return viaMutation ?? null;
  };
  const plans = new Map<string, MutationPlan>();
  for (const f of mutations) {
    const payload = recordOf(f);
    let operation: AuditOperation = 'ACTION';
    let record: GraphQLObjectType | null = payload?.type ?? null;
    if (f.name === 'revertChange') operation = 'REVERT';
    else if (f.name === 'restoreDeleted') operation = 'RESTORE';
    else if (f.name.startsWith('create') && payload && inputOf(f)) operation = 'CREATE';
    else if (f.name.startsWith('update') && payload && inputOf(f)) operation = 'UPDATE';
    else if (f.name.startsWith('delete') && f.args.some((a) => a.name === 'id')) {
      operation = 'DELETE';
      record = byName(f.name.slice('delete'.length));
    }
    if (operation === 'REVERT' || operation === 'RESTORE') record = null;
    if (PASSWORD.has(f.name)) record = byName('User');
    const name = record?.name ?? '';
    plans.set(f.name, {
      name: f.name,
      operation,
      record,
      recordField: payload && record === payload.type ? payload.name : null,
      input:
        operation === 'UPDATE'
          ? (updates.get(name) ?? null)
          : (creates.get(name) ?? updates.get(name) ?? null),
      reader: record && query ? (readerOf(query, record) ?? null) : null,
      bestEffort: BEST_EFFORT.has(f.name),
      password: PASSWORD.has(f.name),
    });
  }
  return plans;
}
