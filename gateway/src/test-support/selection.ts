import {
  getNamedType,
  isInputObjectType,
  isObjectType,
  type GraphQLInputObjectType,
  type GraphQLObjectType,
} from 'graphql';

/**
 * `title status timeSlots { id startTime endTime }`: the fields of an input type that its record
 * type has, nested ones too, so a record read with it is (nearly) that input (an input's
 * instructions, such as a season price's `delete`, are not stored and so left out).
 */
export function selectionOf(input: GraphQLInputObjectType, record: GraphQLObjectType): string {
  const stored = record.getFields();
  return Object.values(input.getFields())
    .filter((f) => stored[f.name])
    .map((f) => {
      const type = getNamedType(f.type);
      const kept = getNamedType(stored[f.name]!.type);
      return isInputObjectType(type) && isObjectType(kept)
        ? `${f.name} { ${selectionOf(type, kept)} }`
        : f.name;
    })
    .join(' ');
}

/** A value without its `id` fields, at any depth (a record read back, to be created again). */
export const withoutIds = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(withoutIds)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .filter(([k]) => k !== 'id')
            .map(([k, v]) => [k, withoutIds(v)]),
        )
      : value;
