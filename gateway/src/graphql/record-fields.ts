import {
  getNamedType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLObjectType,
} from 'graphql';

/** The record a write's payload carries: `season: Season` of SeasonPayload. */
export function recordFieldOf(
  mutation: GraphQLField<unknown, unknown>,
): { name: string; type: GraphQLObjectType } | undefined {
  const payload = getNamedType(mutation.type);
  if (!isObjectType(payload)) return undefined;
  for (const f of Object.values(payload.getFields())) {
    const type = getNamedType(f.type);
    const list = isListType(isNonNullType(f.type) ? f.type.ofType : f.type);
    if (isObjectType(type) && !list) return { name: f.name, type };
  }
  return undefined;
}

/**
 * The Query field that answers one record of the type: `season(id: ID!): Season!`, or for a
 * singleton (the site settings) a field without arguments.
 */
export function readerOf(
  query: GraphQLObjectType,
  record: GraphQLObjectType,
): GraphQLField<unknown, unknown> | undefined {
  return Object.values(query.getFields()).find((f) => {
    const type = isNonNullType(f.type) ? f.type.ofType : f.type;
    if (type !== record) return false;
    const args = f.args.map((a) => a.name);
    return args.length === 0 || (args.length === 1 && args[0] === 'id');
  });
}
