import { describe, expect, it } from 'vitest';
import { BOM, csvField, toCsv } from './csv';

describe('CSV for Excel', () => {
  it('starts with a BOM and ends every line with CRLF', () => {
    const csv = toCsv(['予約番号', '氏名'], [['BK-1', '山田 花子']]);
    expect(csv.startsWith(BOM)).toBe(true);
    expect(csv).toBe(`${BOM}予約番号,氏名\r\nBK-1,山田 花子\r\n`);
  });

  it('quotes commas, quotes and line breaks, and keeps formulas as text', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+81 90')).toBe("'+81 90");
    expect(csvField(-5)).toBe('-5');
    expect(csvField(null)).toBe('');
  });
});
