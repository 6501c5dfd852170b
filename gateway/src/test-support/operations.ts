import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isAbstractType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';

const SCALAR_SAMPLES: Record<string, unknown> = {
  ID: 'x',
  String: 'x',
  Int: 1,
  Float: 1,
  Boolean: true,
  Date: '2026-11-21',
  DateTime: '2026-11-21T00:00:00.000Z',
  Time: '10:00',
};

/** A value of an input type with every required field filled, for schema-driven tests. */
export function sampleValue(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType);
  if (isListType(type)) return [];
  if (isEnumType(type)) return type.getValues()[0]?.value;
  if (isInputObjectType(type)) {
    const out: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      if (isNonNullType(field.type) && field.defaultValue === undefined)
        out[field.name] = sampleValue(field.type);
    }
    return out;
  }
  if (isScalarType(type)) return SCALAR_SAMPLES[type.name] ?? 'x';
  return null;
}

export interface RootOperation {
  kind: 'query' | 'mutation';
  field: string;
  document: string;
  variables: Record<string, unknown>;
}

function operationFor(
  kind: 'query' | 'mutation',
  field: GraphQLField<unknown, unknown>,
): RootOperation {
  const required = field.args.filter((a) => isNonNullType(a.type) && a.defaultValue === undefined);
  const defs = required.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const args = required.map((a) => `${a.name}: $${a.name}`).join(', ');
  const named = getNamedType(field.type);
  const selection = isObjectType(named) || isAbstractType(named) ? ' { __typename }' : '';
  const variables: Record<string, unknown> = {};
  for (const a of required) variables[a.name] = sampleValue(a.type);
  return {
    kind,
    field: field.name,
    document: `${kind}${defs ? `(${defs})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`,
    variables,
  };
}

/** One minimal valid operation per root field of the schema. */
export function rootOperations(schema: GraphQLSchema): RootOperation[] {
  const out: RootOperation[] = [];
  for (const field of Object.values(schema.getQueryType()?.getFields() ?? {}))
    out.push(operationFor('query', field));
  for (const field of Object.values(schema.getMutationType()?.getFields() ?? {}))
    out.push(operationFor('mutation', field));
  return out;
}
