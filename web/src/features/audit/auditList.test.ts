import { describe, expect, it } from 'vitest';
import { auditCsvUrl, csvFileName } from './auditCsv';
import { auditList } from './auditList';

const none = { actor: '', type: '', op: '', from: '', to: '' };

describe('the activity list', () => {
  it('asks for the URL filters in the gateway’s names, leaving out what is not set', () => {
    expect(auditList.variables({ page: 2, pageSize: 25 }, none, {})).toEqual({
      page: 2,
      pageSize: 25,
      filter: {},
    });
    expect(
      auditList.variables(
        { page: 1, pageSize: 10 },
        { actor: 'u1', type: 'HOLIDAY', op: 'DELETE', from: '2027-02-01', to: '2027-02-28' },
        {},
      ),
    ).toEqual({
      page: 1,
      pageSize: 10,
      filter: {
        actorId: 'u1',
        recordType: 'HOLIDAY',
        operation: 'DELETE',
        range: { startDate: '2027-02-01', endDate: '2027-02-28' },
      },
    });
  });

  it('ignores a type or operation it does not know, and asks nothing for an end before the start', () => {
    expect(
      auditList.variables({ page: 1, pageSize: 10 }, { ...none, type: 'NOPE', op: 'x' }, {}),
    ).toMatchObject({ filter: {} });
    expect(
      auditList.variables(
        { page: 1, pageSize: 10 },
        { ...none, from: '2027-03-01', to: '2027-02-01' },
        {},
      ),
    ).toBeNull();
  });

  it('downloads the CSV with the same filters', () => {
    expect(auditCsvUrl(none)).toBe('/audit-events.csv');
    expect(
      auditCsvUrl({ actor: 'k 1', type: 'PACKAGE', op: 'UPDATE', from: '2027-02-01', to: '' }),
    ).toBe(
      '/audit-events.csv?actorId=k+1&recordType=PACKAGE&operation=UPDATE&startDate=2027-02-01',
    );
  });

  it('names the file as the gateway does, else by today', () => {
    expect(csvFileName('attachment; filename="audit-events.csv"', '2027-02-01')).toBe(
      'audit-events.csv',
    );
    expect(csvFileName(`attachment; filename*=UTF-8''%E6%93%8D%E4%BD%9C.csv`, '2027-02-01')).toBe(
      '操作.csv',
    );
    expect(csvFileName(null, '2027-02-01')).toBe('audit-events-2027-02-01.csv');
  });
});
