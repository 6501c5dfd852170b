// Real ids from the running stack, to fill the required ID variables of the web admin's queries:
// by the type a field returns (`package(id)` → a Package id), or by a field of the same name on
// some list's rows (`userBookings(userId)` → the `userId` of a booking).
import { getNamedType, isLeafType, isNonNullType, isObjectType, type GraphQLSchema } from 'graphql';
import { gql } from './graphql';

/** Root list fields by the type of their items: `Package` → `packages`. */
export function listFieldsByItemType(schema: GraphQLSchema): Map<string, string> {
  const out = new Map<string, string>();
  for (const field of Object.values(schema.getQueryType()?.getFields() ?? {})) {
    const page = getNamedType(field.type);
    if (!isObjectType(page)) continue;
    const items = page.getFields().items;
    if (!items || field.args.some((a) => isNonNullType(a.type))) continue;
    const item = getNamedType(items.type);
    if (isObjectType(item) && item.getFields().id && !out.has(item.name))
      out.set(item.name, field.name);
  }
  return out;
}

export class SampleIds {
  private readonly lists: Map<string, string>;
  private readonly found = new Map<string, string | null>();

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly url: string,
    private readonly token: string,
  ) {
    this.lists = listFieldsByItemType(schema);
  }

  private async first(list: string, field: string): Promise<string | null> {
    const key = `${list}.${field}`;
    if (this.found.has(key)) return this.found.get(key)!;
    const answer = await gql<Record<string, { items: Record<string, unknown>[] }>>(
      this.url,
      `{ ${list}(query: { pageSize: 5 }) { items { ${field} } } }`,
      {},
      this.token,
    );
    const value = answer.data?.[list]?.items
      .map((i) => i[field])
      .find((v) => typeof v === 'string');
    const id = typeof value === 'string' ? value : null;
    this.found.set(key, id);
    return id;
  }

  /** An id of a row of the type, or of any list's rows carrying a field named like the argument. */
  async forArgument(returnType: string, argument: string): Promise<string | null> {
    const list = this.lists.get(returnType);
    if (list && argument === 'id') return this.first(list, 'id');
    for (const [itemType, listField] of this.lists) {
      const type = this.schema.getType(itemType);
      const field = isObjectType(type) ? type.getFields()[argument] : undefined;
      if (field && isLeafType(getNamedType(field.type))) {
        const id = await this.first(listField, argument);
        if (id) return id;
      }
    }
    return list ? this.first(list, 'id') : null;
  }
}
