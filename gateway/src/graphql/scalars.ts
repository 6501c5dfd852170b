import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';

/**
 * A string scalar checked by one function on the way in and on the way out. `canonical` values
 * leaving the gateway (what the normalisers produce) skip the check: the hot path of every answer.
 */
function stringScalar(
  name: string,
  description: string,
  check: (v: string) => string | null,
  canonical?: RegExp,
) {
  const coerce = (value: unknown, direction: 'in' | 'out'): string => {
    if (direction === 'out' && canonical && typeof value === 'string' && canonical.test(value)) {
      return value;
    }
    const asString = value instanceof Date ? value.toISOString() : value;
    const out = typeof asString === 'string' ? check(asString) : null;
    if (out === null) {
      const message = `${name} must be ${description}`;
      throw direction === 'in'
        ? new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } })
        : new GraphQLError(`${name} value from upstream is invalid`);
    }
    return out;
  };
  return new GraphQLScalarType<string, string>({
    name,
    serialize: (v) => coerce(v, 'out'),
    parseValue: (v) => coerce(v, 'in'),
    parseLiteral: (ast: ValueNode) => {
      if (ast.kind !== Kind.STRING) {
        throw new GraphQLError(`${name} must be a string: ${description}`, {
          extensions: { code: 'BAD_USER_INPUT' },
        });
      }
      return coerce(ast.value, 'in');
    },
  });
}

function isRealDate(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export function checkDate(v: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  return m && isRealDate(Number(m[1]), Number(m[2]), Number(m[3])) ? v : null;
}

/** What Date#toISOString writes, as the normalisers produce it. */
const CANONICAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export function checkDateTime(v: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i.test(v))
    return null;
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

export function checkTime(v: string): string | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)(:[0-5]\d)?$/.exec(v);
  return m ? `${m[1]}:${m[2]}` : null;
}

export const scalars = {
  Date: stringScalar('Date', 'a calendar date as YYYY-MM-DD', checkDate),
  DateTime: stringScalar(
    'DateTime',
    'an ISO 8601 date-time with time zone',
    checkDateTime,
    CANONICAL_DATE_TIME,
  ),
  Time: stringScalar('Time', 'a time of day as HH:mm', checkTime),
};
