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

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** A day of the Gregorian calendar (no Date object: this runs for every date of every answer). */
function isRealDate(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1) return false;
  const leap = m === 2 && y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
  return d <= DAYS_IN_MONTH[m - 1]! + (leap ? 1 : 0);
}

export function checkDate(v: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  return m && isRealDate(Number(m[1]), Number(m[2]), Number(m[3])) ? v : null;
}

/** What Date#toISOString writes, as the normalisers produce it. */
const CANONICAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** An ISO 8601 date-time with a zone; the date's parts captured. */
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;

export function checkDateTime(v: string): string | null {
  const m = DATE_TIME.exec(v);
  // Date would roll 02-30 over into March: the day must exist as written.
  if (!m || !isRealDate(Number(m[1]), Number(m[2]), Number(m[3]))) return null;
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** HH:mm, as the normalisers produce it: leaves the gateway without building the match. */
const CANONICAL_TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

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
  Time: stringScalar('Time', 'a time of day as HH:mm', checkTime, CANONICAL_TIME),
};
