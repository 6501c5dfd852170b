import { describe, expect, it } from 'vitest';
import { fieldErrorReason } from './field-error-reason.js';

describe('fieldErrorReason: a server field message → FieldErrorReason (one table)', () => {
  it.each([
    // The reference api's own sentences (its rules.ts files).
    ['please enter title', 'REQUIRED'],
    ['please enter week end price', 'REQUIRED'],
    ['please select package photos', 'REQUIRED'],
    ['please fill start date', 'REQUIRED'],
    ['please fill all fields', 'REQUIRED'],
    ['Please choose a season', 'REQUIRED'],
    ['please enter a valid email', 'INVALID_EMAIL'],
    // Other backends' words for a missing value.
    ['title is required', 'REQUIRED'],
    ['"title" is required', 'REQUIRED'],
    ['Path `title` is required.', 'REQUIRED'],
    ['title should not be empty', 'REQUIRED'],
    ["title can't be blank", 'REQUIRED'],
    ["must have required property 'title'", 'REQUIRED'],
    ['Write the note: it is empty.', 'REQUIRED'],
    // graphql-js variable coercion.
    ['Expected non-nullable type "String!" not to be null.', 'REQUIRED'],
    ['Field "title" of required type "String!" was not provided.', 'REQUIRED'],
    ['Int cannot represent non-integer value: 1.5', 'NOT_INTEGER'],
    // The gateway's own scalars.
    ['Date must be a calendar date as YYYY-MM-DD', 'INVALID_DATE'],
    ['DateTime must be an ISO 8601 date-time with time zone', 'INVALID_DATE'],
    ['Time must be a time of day as HH:mm', 'INVALID_FORMAT'],
    ['Float cannot represent non numeric value: "x"', 'NOT_NUMBER'],
    ['Value "GONE" does not exist in "Status" enum.', 'NOT_A_CHOICE'],
    // Duplicates.
    ['another user already signs in with this email (as their email or username)', 'DUPLICATE'],
    ['title already exists', 'DUPLICATE'],
    ['email must be unique', 'DUPLICATE'],
    // Kinds and forms of values.
    ['price must be integer', 'NOT_INTEGER'],
    ['price must be number', 'NOT_NUMBER'],
    ['email must match format "email"', 'INVALID_EMAIL'],
    ['startDate must match format "date"', 'INVALID_DATE'],
    ['"startDate" must be a valid date', 'INVALID_DATE'],
    ['endDate must be a date', 'INVALID_DATE'],
    ['startTime must match pattern "^\\d{2}:\\d{2}$"', 'INVALID_FORMAT'],
    [
      '"startTime" with value "9" fails to match the required pattern: /^\\d\\d:\\d\\d$/',
      'INVALID_FORMAT',
    ],
    ['status must be equal to one of the allowed values', 'NOT_A_CHOICE'],
    ['File gallery/ghost.png has not been uploaded', 'INVALID'],
    ['Invalid value', 'INVALID'],
    ['is invalid', 'INVALID'],
    // Wordings nobody taught the gateway.
    ['Please check the dates', 'OTHER'],
    ['bad status', 'OTHER'],
    ['', 'OTHER'],
  ] as const)('%j → %s', (message, reason) => {
    expect(fieldErrorReason(message)).toEqual({ reason });
  });

  it.each([
    ['title must NOT have more than 200 characters', 'TOO_LONG', 200],
    ['"title" length must be less than or equal to 200 characters long', 'TOO_LONG', 200],
    ['title must be shorter than or equal to 200 characters', 'TOO_LONG', 200],
    ['A note is at most 500 characters.', 'TOO_LONG', 500],
    ['Path `title` (`aaaa…`) is longer than the maximum allowed length (200).', 'TOO_LONG', 200],
    ['password must NOT have fewer than 8 characters', 'TOO_SHORT', 8],
    ['"password" length must be at least 8 characters long', 'TOO_SHORT', 8],
    ['password must be longer than or equal to 8 characters', 'TOO_SHORT', 8],
    ['timeSlot must NOT have more than 10 items', 'TOO_MANY', 10],
    ['"timeSlot" must contain less than or equal to 10 items', 'TOO_MANY', 10],
    ['file must NOT have fewer than 1 items', 'TOO_FEW', 1],
    ['"file" must contain at least 1 items', 'TOO_FEW', 1],
    ['price must be <= 1000000', 'TOO_LARGE', 1000000],
    ['"price" must be less than or equal to 1000000', 'TOO_LARGE', 1000000],
    ['price must not be greater than 1000000', 'TOO_LARGE', 1000000],
    ['price must be >= 0', 'TOO_SMALL', 0],
    ['"price" must be greater than or equal to 0', 'TOO_SMALL', 0],
    ['price must not be less than 0', 'TOO_SMALL', 0],
    ['Path `price` (-1) is less than minimum allowed value (0).', 'TOO_SMALL', 0],
    ['page must be 1 or more', 'TOO_SMALL', 1],
    ['rate must be < 1.5', 'NOT_BELOW', 1.5],
    ['"rate" must be less than 2', 'NOT_BELOW', 2],
    ['maxPeople must be > 0', 'NOT_ABOVE', 0],
    ['offset must be >= -3', 'TOO_SMALL', -3],
  ] as const)('%j → %s %d', (message, reason, limit) => {
    expect(fieldErrorReason(message)).toEqual({ reason, limit });
  });

  it('a length said without its number is TOO_LONG without a limit', () => {
    expect(fieldErrorReason('title is too long')).toEqual({ reason: 'TOO_LONG' });
  });
});
