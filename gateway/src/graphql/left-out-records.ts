import {
  defaultFieldResolver,
  isObjectType,
  Kind,
  responsePathAsArray,
  type GraphQLFormattedError,
  type GraphQLResolveInfo,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import type { GatewayContext } from '../context.js';
import { ListPage, type LeftOut } from '../rest/list.js';
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
      const note = (leftOut: LeftOut | undefined) => {
        if (leftOut && leftOut.count > 0)
          context.trace.leftOut.push({ ...leftOut, path: responsePathAsArray(info.path) });
      };
      if (source instanceof ListPage) {
        const kept = source.keep(selectedFields(info));
        note(kept.leftOut);
        return kept.items;
      }
      note(source?.leftOut);
      return resolve(source, args, context, info);
    };
    covered.push(type.name);
  }
  return covered;
}

/** The field names selected on the field being resolved (through fragments, whatever directives). */
export function selectedFields(info: GraphQLResolveInfo): Set<string> {
  const names = new Set<string>();
  const visit = (set: SelectionSetNode | undefined) => {
    for (const selection of set?.selections ?? []) {
      if (selection.kind === Kind.FIELD) names.add(selection.name.value);
      else if (selection.kind === Kind.INLINE_FRAGMENT) visit(selection.selectionSet);
      else visit(info.fragments[selection.name.value]?.selectionSet);
    }
  };
  for (const node of info.fieldNodes) visit(node.selectionSet);
  return names;
}

/** One error per page that left records out, for the response's `errors`. */
export function leftOutErrors(leftOut: readonly LeftOutAt[]): GraphQLFormattedError[] {
  return leftOut.map(({ path, count, first }) => ({
    message: `${count} record${count === 1 ? '' : 's'} of this page could not be read and ${count === 1 ? 'was' : 'were'} left out (${first})`,
    path,
    extensions: { code: ErrorCode.UPSTREAM_BAD_FIELD, leftOut: count },
  }));
}
