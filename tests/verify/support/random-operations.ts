// Operations generated from the schema: any root field, a random selection of its result, and
// random arguments, type-correct or deliberately wrong (wrong types, nulls, unknown enum values,
// out-of-range numbers, odd strings, missing required arguments).
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import type { Rng } from './random';

export interface RandomOperation {
  field: string;
  query: string;
  variables: Record<string, unknown>;
}

const STRINGS = [
  '',
  ' ',
  'a',
  'ドッグラン 🐕',
  "'; DROP TABLE packages; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '\u0000',
  '{{7*7}}',
  '1e309',
  'null',
  'x'.repeat(5000),
];
const INTS = [0, 1, -1, 2, 10, 100, 2147483647, -2147483648, 999999];
const ODD_IDS = [
  'x',
  '',
  '000000000000000000000000',
  'not-an-id',
  '-1',
  "1' OR '1'='1",
  'ffffffffffffffffffffffff',
];

const pad = (n: number) => String(n).padStart(2, '0');

function scalarValue(name: string, rng: Rng, ids: string[]): unknown {
  switch (name) {
    case 'Int':
      return rng.chance(0.5) ? rng.pick(INTS) : rng.int(1000);
    case 'Float':
      return rng.chance(0.5) ? rng.pick(INTS) : rng.next() * 1000;
    case 'Boolean':
      return rng.chance(0.5);
    case 'ID':
      return ids.length > 0 && rng.chance(0.5) ? rng.pick(ids) : rng.pick(ODD_IDS);
    case 'Date':
      return rng.chance(0.8)
        ? `${2025 + rng.int(3)}-${pad(1 + rng.int(12))}-${pad(1 + rng.int(31))}`
        : rng.pick(['2026-02-30', '2026-13-01', '26-1-1', '']);
    case 'DateTime':
      return rng.chance(0.8)
        ? new Date(Date.UTC(2026, rng.int(12), 1 + rng.int(28), rng.int(24))).toISOString()
        : rng.pick(['2026-01-01', 'yesterday', '2026-01-01T25:00:00Z']);
    case 'Time':
      return rng.chance(0.8)
        ? `${pad(rng.int(24))}:${pad(rng.int(60))}`
        : rng.pick(['24:00', '10:60', '9am']);
    default:
      return rng.chance(0.5) ? rng.pick(STRINGS) : `verify-${rng.int(1_000_000)}`;
  }
}

/** A value of the type: right shape, random content. */
export function validValue(type: GraphQLInputType, rng: Rng, ids: string[], depth = 0): unknown {
  if (isNonNullType(type)) return validValue(type.ofType, rng, ids, depth);
  if (isListType(type))
    return Array.from({ length: depth > 2 ? 0 : rng.int(3) }, () =>
      validValue(type.ofType, rng, ids, depth + 1),
    );
  if (isEnumType(type)) return rng.pick(type.getValues()).value;
  if (isInputObjectType(type)) {
    const out: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      const required = isNonNullType(field.type) && field.defaultValue === undefined;
      if (required || rng.chance(0.5))
        out[field.name] = validValue(field.type, rng, ids, depth + 1);
    }
    return out;
  }
  if (isScalarType(type)) return scalarValue(type.name, rng, ids);
  return null;
}

/** A value the type does not accept. */
export function invalidValue(type: GraphQLInputType, rng: Rng): unknown {
  if (isNonNullType(type) && rng.chance(0.4)) return null;
  const named = getNamedType(type);
  if (isListType(isNonNullType(type) ? type.ofType : type) && rng.chance(0.5))
    return { not: 'a list' };
  if (isEnumType(named)) return rng.pick(['NOT_A_VALUE', 3, '']);
  if (isInputObjectType(named)) return rng.pick(['a string', 42, { unknownField: 1 }, [1, 2]]);
  switch (named.name) {
    case 'Int':
      return rng.pick([1.5, '12', 2 ** 40, true, 'NaN']);
    case 'Boolean':
      return rng.pick(['yes', 1, 'true']);
    default:
      return rng.pick([{ object: true }, [1], 1.5]);
  }
}

function selection(type: GraphQLOutputType, rng: Rng, depth: number): string | null {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (!isObjectType(named)) return '{ __typename }';
  if (depth > 3) return null;
  const candidates = Object.values(named.getFields()).filter((f) =>
    f.args.every((a) => !isNonNullType(a.type)),
  );
  const chosen: string[] = [];
  const count = 1 + rng.int(4);
  for (let i = 0; i < count && candidates.length > 0; i++) {
    const field = rng.pick(candidates);
    const sub = selection(field.type, rng, depth + 1);
    if (sub !== null) chosen.push(`${field.name} ${sub}`.trim());
  }
  return `{ ${chosen.length > 0 ? [...new Set(chosen)].join(' ') : '__typename'} }`;
}

function operationOf(
  kind: 'query' | 'mutation',
  field: GraphQLField<unknown, unknown>,
  rng: Rng,
  ids: string[],
): RandomOperation {
  const variables: Record<string, unknown> = {};
  const defs: string[] = [];
  const args: string[] = [];
  for (const arg of field.args) {
    const required = isNonNullType(arg.type) && arg.defaultValue === undefined;
    if (!required && rng.chance(0.5)) continue;
    defs.push(`$${arg.name}: ${arg.type.toString()}`);
    args.push(`${arg.name}: $${arg.name}`);
    // A required variable left out now and then: refused by validation.
    if (required && rng.chance(0.05)) continue;
    variables[arg.name] = rng.chance(0.15)
      ? invalidValue(arg.type, rng)
      : validValue(arg.type, rng, ids);
  }
  const sub = selection(field.type, rng, 0) ?? '{ __typename }';
  const query = `${kind} Random${defs.length ? `(${defs.join(', ')})` : ''} { ${field.name}${args.length ? `(${args.join(', ')})` : ''} ${sub} }`;
  return { field: field.name, query, variables };
}

/** count operations over every root field of the schema, queries and mutations alike. */
export function randomOperations(
  schema: GraphQLSchema,
  rng: Rng,
  ids: string[],
  count: number,
): RandomOperation[] {
  const roots = [
    ...Object.values(schema.getQueryType()?.getFields() ?? {}).map((f) => ['query', f] as const),
    ...Object.values(schema.getMutationType()?.getFields() ?? {}).map(
      (f) => ['mutation', f] as const,
    ),
  ];
  return Array.from({ length: count }, () => {
    const [kind, field] = rng.pick(roots);
    return operationOf(kind, field, rng, ids);
  });
}
