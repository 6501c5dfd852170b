import {
  defaultFieldResolver,
  getNamedType,
  isInputObjectType,
  type GraphQLFieldResolver,
  type GraphQLInputObjectType,
  type GraphQLSchema,
} from 'graphql';
import type { GatewayContext } from '../context.js';
import { project } from '../graphql/patch-updates.js';
import { readerOf, recordFieldOf } from '../graphql/record-fields.js';
import { storeWork } from '../store/store.js';
import { dependentsOf, type Dependent } from './dependents.js';
import { fieldOrUndefined } from '../rest/table.js';

/**
 * Record types a delete keeps for `restoreDeleted`: created again from their create input. Users
 * are not (their password is not known), nor images whose file the server deletes with them.
 */
export const RESTORABLE = [
  'Package',
  'Season',
  'DogCategory',
  'PackageCategory',
  'Availability',
  'Holiday',
  'NewsCategory',
] as const;

/**
 * Every `deleteX` of a restorable type keeps the record in the gateway's store before the REST
 * delete: its whole create input (the stored record read back by id, projected onto `createX`'s
 * input) and what the REST server removes with it (a package's availability periods and
 * holidays). A store that cannot take it refuses the delete before REST (STORE_UNAVAILABLE); a
 * delete REST refuses leaves nothing kept. The answer carries `restoreId`.
 */
export function keepDeleted(schema: GraphQLSchema): string[] {
  const mutations = schema.getMutationType()?.getFields() ?? {};
  const query = schema.getQueryType();
  const kept: string[] = [];
  for (const type of RESTORABLE) {
    const remove = mutations[`delete${type}`];
    const create = mutations[`create${type}`];
    const inputArg = create?.args.find((a) => a.name === 'input');
    const input = inputArg && getNamedType(inputArg.type);
    const record = create && recordFieldOf(create);
    const read = record && query && readerOf(query, record.type);
    if (!remove || !isInputObjectType(input) || !read?.resolve) {
      throw new Error(`delete${type}: cannot keep it for restore`);
    }
    remove.resolve = keep(type, input, read.resolve, remove.resolve ?? defaultFieldResolver);
    kept.push(remove.name);
  }
  return kept;
}

type Resolver = GraphQLFieldResolver<unknown, GatewayContext, Record<string, unknown>>;

function keep(
  type: string,
  input: GraphQLInputObjectType,
  read: Resolver,
  resolve: Resolver,
): Resolver {
  return async (source, args, context, info) => {
    const id = String(args.id);
    let stored: object;
    let snapshot: unknown;
    try {
      stored = (await read(undefined, { id }, context, info)) as object;
      snapshot = project(stored, input);
    } catch {
      // A record the gateway cannot read back whole (or not at all: the REST server answers the
      // delete itself) is deleted as before, without a way back.
      return resolve(source, args, context, info);
    }
    // What the server deletes with it must be kept too: a failed look-up refuses the delete.
    const dependents: Dependent[] = await dependentsOf(type, id, context, info.schema);
    const caller = await context.caller();
    const keptId = await storeWork(context.requestId, async () => {
      const [row] = await context.store.query<{ id: string }>(
        `INSERT INTO deleted_records (record_type, record_id, title, snapshot, dependents, deleted_by)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id::text AS id`,
        [
          type,
          id,
          titleOf(stored),
          JSON.stringify(snapshot),
          JSON.stringify(dependents),
          caller.id,
        ],
      );
      return row!.id;
    });
    let answer: Record<string, unknown>;
    try {
      answer = (await resolve(source, args, context, info)) as Record<string, unknown>;
    } catch (error) {
      await context.store
        .query('DELETE FROM deleted_records WHERE id = $1', [keptId])
        .catch(() => undefined);
      throw error;
    }
    await storeWork(context.requestId, () =>
      context.store.query(`UPDATE deleted_records SET state = 'deleted' WHERE id = $1`, [keptId]),
    );
    return { ...answer, restoreId: keptId };
  };
}

/** The kept record's title, when it has one that can be read. */
function titleOf(stored: object): string | null {
  const title = fieldOrUndefined(stored, 'title');
  return typeof title === 'string' ? title : null;
}
