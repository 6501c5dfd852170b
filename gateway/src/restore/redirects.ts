import { type GraphQLSchema } from 'graphql';
import type { GatewayContext } from '../context.js';
import { readerOf, recordFieldOf } from '../graphql/record-fields.js';
import { ErrorCode, GatewayError } from '../rest/errors.js';
import { RESTORABLE } from './keep.js';

/**
 * Old links keep working after a restore: the REST server gives a restored record a new id, so
 * reading a restorable record by an id the server no longer knows (NOT_FOUND) looks the id up in
 * the gateway's redirects and, when the record was restored, answers the record under its new id.
 */
export function followRedirects(schema: GraphQLSchema): string[] {
  const mutations = schema.getMutationType()?.getFields() ?? {};
  const query = schema.getQueryType();
  const followed: string[] = [];
  for (const type of RESTORABLE) {
    const create = mutations[`create${type}`];
    const record = create && recordFieldOf(create);
    const read = record && query && readerOf(query, record.type);
    const resolve = read?.resolve;
    if (!read || !resolve || read.args.length !== 1) continue;
    read.resolve = async (source, args: { id: string }, contextValue, info) => {
      const context = contextValue as GatewayContext;
      try {
        return await resolve(source, args, context, info);
      } catch (error) {
        if (!(error instanceof GatewayError) || error.extensions.code !== ErrorCode.NOT_FOUND) {
          throw error;
        }
        const [moved] = await context.store
          .query<{ new_id: string }>(
            'SELECT new_id FROM record_redirects WHERE record_type = $1 AND old_id = $2',
            [type, args.id],
          )
          .catch(() => []);
        if (!moved) throw error;
        return resolve(source, { ...args, id: moved.new_id }, context, info);
      }
    };
    followed.push(read.name);
  }
  return followed;
}
