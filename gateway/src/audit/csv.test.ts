import { describe, expect, it } from 'vitest';
import type { AuditEvent } from '../__generated__/resolvers-types.js';
import { BOM, cell, eventLine, headerLine } from './csv.js';

describe('the activity CSV', () => {
  it('starts with a BOM and Japanese headers', () => {
    expect(headerLine().startsWith(`${BOM}"日時","操作者"`)).toBe(true);
    expect(headerLine().endsWith('\r\n')).toBe(true);
  });

  it('quotes every cell, doubles quotes, and defuses formulas', () => {
    expect(cell('a"b')).toBe('"a""b"');
    expect(cell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(cell('-1')).toBe(`"'-1"`);
    expect(cell(null)).toBe('""');
  });

  it('writes an event in Japan time with its changes', () => {
    const event: AuditEvent = {
      id: '1',
      at: '2026-11-26T15:00:00.000Z',
      actor: { userId: 'u1', name: '山田 花子', via: 'SESSION', keyId: null },
      operation: 'UPDATE',
      mutation: 'updatePackage',
      recordType: 'PACKAGE',
      recordId: 'p1',
      recordTitle: '森のピクニック',
      changes: [{ field: 'price', before: 1000, after: 1200 }],
      requestId: 'r1',
      outcome: 'SUCCEEDED',
      errorCode: null,
      changedOutside: false,
      revertible: true,
      revertedBy: null,
      revertOf: null,
    };
    expect(eventLine(event)).toBe(
      '"2026-11-27 00:00:00","山田 花子","u1","SESSION","UPDATE","updatePackage","PACKAGE","p1",' +
        '"森のピクニック","price: 1000 → 1200","SUCCEEDED","","r1"\r\n',
    );
  });
});
