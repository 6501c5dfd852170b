import {
  defaultFieldResolver,
  isObjectType,
  responsePathAsArray,
  type GraphQLFormattedError,
  type GraphQLSchema,
} from 'graphql';
import type { GatewayContext } from '../context.js';
import type { LeftOut } from '../rest/list.js';
import { ErrorCode } from '../rest/errors.js';

/** Records a page left out, where in the answer, for the response's errors. */
export interface LeftOutAt extends LeftOut {
  path: (string | number)[];
}

/**
 * A page leaves out a record whose id or another guaranteed field cannot be read (rest/list.ts
 * toPage): the other records are kept. So that the loss is never silent, every `items` field of
 * a `…Page` type notes what its page left out, and {@link leftOutErrors} turns the notes into
 * one UPSTREAM_BAD_FIELD error per page at that `items` path, beside the data.
 * Returns the names of the page types it covers.
 */
export function reportLeftOutRecords(schema: GraphQLSchema): string[] {
  const covered: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || !type.name.endsWith('Page')) continue;
    const items = type.getFields().items;
    if (!items) continue;
    const resolve = items.resolve ?? defaultFieldResolver;
    items.resolve = (source: { leftOut?: LeftOut }, args, context: GatewayContext, info) => {
      const leftOut = source?.leftOut;
      if (leftOut && leftOut.count > 0)
        context.trace.leftOut.push({ ...leftOut, path: responsePathAsArray(info.path) });
      return resolve(source, args, context, info);
    };
    covered.push(type.name);
  }
  return covered;
}

/** One error per page that left records out, for the response's `errors`. */
export function leftOutErrors(leftOut: readonly LeftOutAt[]): GraphQLFormattedError[] {
  return leftOut.map(({ path, count, first }) => ({
    message: `${count} record${count === 1 ? '' : 's'} of this page could not be read and ${count === 1 ? 'was' : 'were'} left out (${first})`,
    path,
    extensions: { code: ErrorCode.UPSTREAM_BAD_FIELD, leftOut: count },
  }));
}
