import type { GatewayContext } from '../context.js';
import { RestRecord, type Table } from '../rest/table.js';

/** A reference known by id and title (a package's season): the other fields load by id. */
type RefOf<T> = Partial<T> & { id: string };

/**
 * Field resolvers for a type whose records are its table's (`RestRecord`) or references (id and
 * title, e.g. a package row names its categories): a record's field is read through the table;
 * a field the reference lacks is read from the full record, loaded by id through the request's
 * DataLoader (`load`), so a client selecting only `id` and `title` costs no REST call.
 */
export function recordOrRefFields<T>(
  table: Table<T, never, never>,
  load: (context: GatewayContext, id: string) => Promise<RestRecord<T>>,
) {
  type Parent = RestRecord<T> | RefOf<T>;
  const resolvers: Record<
    string,
    (parent: Parent, args: unknown, context: GatewayContext) => unknown
  > = {};
  table.columns.forEach((column, slot) => {
    resolvers[column.field] = (parent, _args, context) => {
      if (parent instanceof RestRecord) return parent.slot(slot);
      const known = (parent as Record<string, unknown>)[column.field];
      if (known !== undefined) return known;
      return load(context, parent.id).then((full) => full.slot(slot));
    };
  });
  return resolvers as {
    readonly [K in Exclude<keyof T, '__typename'>]?: (
      parent: Parent,
      args: unknown,
      context: GatewayContext,
    ) => T[K] | Promise<T[K]>;
  };
}
