// The GraphQL contract (schema/*.graphql) and sample values of its input types.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { ROOT } from './processes';

export function loadSchema(): GraphQLSchema {
  const dir = join(ROOT, 'schema');
  const sdl = readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.graphql'))
    .map((e) => join(e.parentPath, e.name))
    .sort()
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n');
  return buildSchema(sdl);
}

const today = () => new Date().toISOString().slice(0, 10);

const SCALARS: Record<string, () => unknown> = {
  ID: () => 'x',
  String: () => 'verify',
  Int: () => 1,
  Float: () => 1,
  Boolean: () => true,
  Date: today,
  DateTime: () => new Date().toISOString(),
  Time: () => '10:00',
};

/** A plain valid-looking value of an input type: required fields only, lists empty. */
export function sampleInput(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sampleInput(type.ofType);
  if (isListType(type)) return [];
  if (isEnumType(type)) return type.getValues()[0]?.value;
  if (isInputObjectType(type)) {
    const out: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields()))
      if (isNonNullType(field.type) && field.defaultValue === undefined)
        out[field.name] = sampleInput(field.type);
    return out;
  }
  if (isScalarType(type)) return (SCALARS[type.name] ?? SCALARS.String!)();
  return null;
}
