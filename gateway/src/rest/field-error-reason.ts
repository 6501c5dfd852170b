import type { FieldErrorReason } from '../__generated__/resolvers-types.js';

/** A field error's reason (the schema's FieldErrorReason) and the number its rule names, if any. */
export interface ReasonOf {
  reason: FieldErrorReason;
  limit?: number;
}

const NUMBER = String.raw`(-?\d+(?:\.\d+)?)`;

/**
 * The one table of how servers word a field check, first match wins: the reference api's own
 * sentences ("please enter title"), schema validators (ajv, Joi, class-validator, Mongoose,
 * express-validator) and graphql-js's variable coercion. A reason with a limit takes it from the
 * pattern's first group. The web never reads these words: it picks its text by field and reason.
 */
const RULES: readonly (readonly [RegExp, FieldErrorReason])[] = [
  // Duplicates first: "title already exists" is about the value, whatever else it says.
  [
    /already (?:exists|in use|taken|registered|used|signs in)|must be unique|duplicate|is taken/i,
    'DUPLICATE',
  ],
  // Emails and dates before REQUIRED: "please enter a valid email" asks for a valid one.
  [/format "email"|valid email|must be an? email|is not an email|invalid email/i, 'INVALID_EMAIL'],
  [
    /format "date|invalid date|must be a (?:valid )?(?:ISO 8601 )?date|valid date|Date cannot represent|^DateTime must be|^Date must be/i,
    'INVALID_DATE',
  ],
  // The gateway's own Time scalar ("Time must be a time of day as HH:mm").
  [/^Time must be/, 'INVALID_FORMAT'],
  // Lengths of text.
  [new RegExp(String.raw`must NOT have more than ${NUMBER} characters`, 'i'), 'TOO_LONG'],
  [new RegExp(String.raw`(?:at most|no more than|up to) ${NUMBER} characters`, 'i'), 'TOO_LONG'],
  [new RegExp(String.raw`length must be less than or equal to ${NUMBER}`, 'i'), 'TOO_LONG'],
  [new RegExp(String.raw`shorter than or equal to ${NUMBER} characters`, 'i'), 'TOO_LONG'],
  [new RegExp(String.raw`longer than the maximum allowed length \(${NUMBER}\)`, 'i'), 'TOO_LONG'],
  [/too long/i, 'TOO_LONG'],
  [new RegExp(String.raw`must NOT have fewer than ${NUMBER} characters`, 'i'), 'TOO_SHORT'],
  [new RegExp(String.raw`(?:at least|no fewer than) ${NUMBER} characters`, 'i'), 'TOO_SHORT'],
  [new RegExp(String.raw`length must be at least ${NUMBER}`, 'i'), 'TOO_SHORT'],
  [new RegExp(String.raw`longer than or equal to ${NUMBER} characters`, 'i'), 'TOO_SHORT'],
  [new RegExp(String.raw`shorter than the minimum allowed length \(${NUMBER}\)`, 'i'), 'TOO_SHORT'],
  [/too short/i, 'TOO_SHORT'],
  // Sizes of lists.
  [new RegExp(String.raw`must NOT have more than ${NUMBER} items`, 'i'), 'TOO_MANY'],
  [
    new RegExp(String.raw`must contain (?:less than or equal to|no more than) ${NUMBER}`, 'i'),
    'TOO_MANY',
  ],
  [new RegExp(String.raw`must NOT have fewer than ${NUMBER} items`, 'i'), 'TOO_FEW'],
  [new RegExp(String.raw`must contain at least ${NUMBER}`, 'i'), 'TOO_FEW'],
  // Bounds of numbers.
  [new RegExp(String.raw`must be <= ${NUMBER}`, 'i'), 'TOO_LARGE'],
  [new RegExp(String.raw`must be less than or equal to ${NUMBER}`, 'i'), 'TOO_LARGE'],
  [new RegExp(String.raw`must not be greater than ${NUMBER}`, 'i'), 'TOO_LARGE'],
  [new RegExp(String.raw`more than maximum allowed value \(${NUMBER}\)`, 'i'), 'TOO_LARGE'],
  [new RegExp(String.raw`must be >= ${NUMBER}`, 'i'), 'TOO_SMALL'],
  [new RegExp(String.raw`must be greater than or equal to ${NUMBER}`, 'i'), 'TOO_SMALL'],
  [new RegExp(String.raw`must not be less than ${NUMBER}`, 'i'), 'TOO_SMALL'],
  [new RegExp(String.raw`less than minimum allowed value \(${NUMBER}\)`, 'i'), 'TOO_SMALL'],
  [new RegExp(String.raw`must be ${NUMBER} or more`, 'i'), 'TOO_SMALL'],
  [new RegExp(String.raw`must be < ${NUMBER}`, 'i'), 'NOT_BELOW'],
  [new RegExp(String.raw`must be less than ${NUMBER}`, 'i'), 'NOT_BELOW'],
  [new RegExp(String.raw`must be > ${NUMBER}`, 'i'), 'NOT_ABOVE'],
  [new RegExp(String.raw`must be greater than ${NUMBER}`, 'i'), 'NOT_ABOVE'],
  // Joi's pattern message says "required" about the pattern, not the value.
  [/fails to match the required pattern/i, 'INVALID_FORMAT'],
  // Missing values: the reference api's "please enter/select/fill …", validators' "required".
  [/^\s*please (?:enter|select|fill|choose)\b/i, 'REQUIRED'],
  [
    /must have required property|\bis required\b|\brequired\b|should not be empty|must not be empty|is empty|cannot be (?:empty|blank)|can't be blank|not to be null|was not provided/i,
    'REQUIRED',
  ],
  // Kinds of values.
  [/must be (?:an )?integer|non-integer value/i, 'NOT_INTEGER'],
  [/must be (?:a )?number|non numeric value/i, 'NOT_NUMBER'],
  [
    /allowed values|must be equal to|must be one of|does not exist in "\w+" enum|is not a valid enum/i,
    'NOT_A_CHOICE',
  ],
  [/must match (?:format|pattern)|must be a valid/i, 'INVALID_FORMAT'],
  // A file the server has no upload of (the reference api's storage references).
  [/has not been uploaded|never uploaded/i, 'INVALID'],
  [/^\s*invalid value$|\bis invalid\b/i, 'INVALID'],
];

/** The reason of one server field message; a wording the table does not know is OTHER. */
export function fieldErrorReason(message: string): ReasonOf {
  for (const [pattern, reason] of RULES) {
    const match = pattern.exec(message);
    if (!match) continue;
    // Only the patterns with a limit have a group, and it matches a number.
    const limit = match[1] !== undefined ? Number(match[1]) : undefined;
    return limit !== undefined ? { reason, limit } : { reason };
  }
  return { reason: 'OTHER' };
}
