import { describe, expect, it } from 'vitest';
import { readListParams, toListQuery, writeListParams, type ListDefaults } from './listParams';

const defaults: ListDefaults = { sortable: ['title', 'startDate'] };
const read = (qs: string) => readListParams(new URLSearchParams(qs), defaults);

describe('list state in the URL', () => {
  it('defaults to page 1 of 10 rows, no search, server order', () => {
    expect(read('')).toEqual({ page: 1, pageSize: 10, search: '', sortBy: null, sortDir: 'asc' });
  });

  it('reads page, size, search and sort', () => {
    expect(read('page=3&size=25&q=%E5%86%AC&sort=startDate&dir=desc')).toEqual({
      page: 3,
      pageSize: 25,
      search: '冬',
      sortBy: 'startDate',
      sortDir: 'desc',
    });
  });

  it('ignores values it cannot use', () => {
    expect(read('page=-2&size=7&sort=password&dir=sideways')).toEqual(read(''));
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const base = new URLSearchParams('tab=x&page=9');
    const out = writeListParams(
      { page: 1, pageSize: 10, search: '桜', sortBy: 'title', sortDir: 'desc' },
      defaults,
      base,
    );
    expect(out.toString()).toBe('tab=x&q=%E6%A1%9C&sort=title&dir=desc');
  });

  it('round-trips', () => {
    const params = read('page=2&size=50&q=GW&sort=title&dir=asc');
    expect(read(writeListParams(params, defaults).toString())).toEqual(params);
  });

  it("becomes the gateway's ListQuery", () => {
    expect(toListQuery(read('page=2&q=冬&sort=title&dir=desc'))).toEqual({
      page: 2,
      pageSize: 10,
      search: '冬',
      sortBy: 'title',
      sortDirection: 'DESC',
    });
    expect(toListQuery(read(''))).toEqual({ page: 1, pageSize: 10 });
  });
});
