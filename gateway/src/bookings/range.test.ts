import { describe, expect, it } from 'vitest';
import { queryString } from '../rest/client.js';
import { mapFieldName } from '../rest/errors.js';
import { rangeFields, rangeQuery } from './range.js';

describe('a date range in a REST query', () => {
  it('is sent as startDate and endDate, an open end left out', () => {
    expect(Object.entries(rangeQuery({ startDate: '2027-08-01', endDate: null }))).toEqual([
      ['startDate', '2027-08-01'],
      ['endDate', undefined],
    ]);
    expect(queryString(rangeQuery({ endDate: '2027-08-31' }))).toBe('?endDate=2027-08-31');
    expect(queryString(rangeQuery(null))).toBe('');
    expect(queryString(rangeQuery(undefined))).toBe('');
  });

  it("names the REST ends' field errors by the range's fields", () => {
    expect(rangeFields).toEqual({ startDate: 'range.startDate', endDate: 'range.endDate' });
    expect(mapFieldName('endDate', rangeFields)).toBe('range.endDate');
  });
});
