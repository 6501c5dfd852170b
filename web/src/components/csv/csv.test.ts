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

  it.each([
    ['leading spaces', '   =1+1'],
    ['a tab', '\t=1+1'],
    ['a no-break space', '\u00a0=HYPERLINK("x")'],
    ['an ideographic space', '\u3000+1'],
    ['zero-width spaces', '\u200b\u200c\u200d\u2060\ufeff@SUM(A1)'],
    ['a full-width ＝', '＝1+1'],
    ['a full-width ＋', '＋81'],
    ['a full-width －', '－5'],
    ['a full-width ＠', '＠SUM(A1)'],
    ['spaces then a full-width ＝', ' \u200b＝1+1'],
  ])('keeps a formula as text: %s', (_, value) => {
    const field = csvField(value);
    expect(field.replace(/^"/, '').startsWith("'")).toBe(true);
  });

  it('leaves ordinary text alone', () => {
    expect(csvField('  山田 花子')).toBe('  山田 花子');
    expect(csvField('a=b')).toBe('a=b');
  });
});
