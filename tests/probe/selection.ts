import {
  getNamedType,
  isEnumType,
  isObjectType,
  isScalarType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';

/**
 * Every field of a type as a selection set, nested objects to `depth` levels (fields that need
 * arguments are left out). What a screen could ask for, so the probe sees every field fail.
 */
export function selectAll(type: GraphQLObjectType, depth: number): string {
  const parts: string[] = [];
  for (const field of Object.values(type.getFields())) {
    if (field.args.some((a) => a.type.toString().endsWith('!'))) continue;
    const named = getNamedType(field.type);
    if (isScalarType(named) || isEnumType(named)) parts.push(field.name);
    else if (isObjectType(named) && depth > 0) {
      const inner = selectAll(named, depth - 1);
      if (inner) parts.push(`${field.name} { ${inner} }`);
    }
  }
  return parts.join(' ');
}

/** The query of one root field with its arguments, every field selected. */
export function rootQuery(schema: GraphQLSchema, field: string, args?: string): string {
  const root = schema.getQueryType()?.getFields()[field];
  if (!root) throw new Error(`the schema has no Query.${field}`);
  const named = getNamedType(root.type);
  const selection = isObjectType(named) ? ` { ${selectAll(named, 3)} }` : '';
  return `{ ${field}${args ? `(${args})` : ''}${selection} }`;
}
