import { isScalarType, type GraphQLSchema } from 'graphql';

/**
 * Gives each custom scalar back the description schema/ writes for it. graphql-tools copies the
 * resolver's GraphQLScalarType onto the schema's, its empty description included (the AST keeps
 * the text), so `Date`, `DateTime` and `Time` came without one in introspection and the SDL.
 */
export function keepScalarDescriptions(schema: GraphQLSchema): void {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isScalarType(type) || type.description) continue;
    const written = type.astNode?.description?.value;
    if (written) type.description = written;
  }
}
