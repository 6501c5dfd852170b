/** UTF-8 byte order mark: Excel then reads the file as UTF-8 (Japanese text stays readable). */
export const BOM = '\uFEFF';

export type CsvValue = string | number | null | undefined;

/**
 * Text a spreadsheet would run as a formula: =, +, - or @ (or their full-width ＝＋－＠, which
 * Excel's Japanese input reads alike) as the first character after any leading spaces, tabs,
 * no-break or ideographic spaces, zero-width spaces and joiners or BOMs; or a tab or carriage
 * return first.
 */
const FORMULA =
  /^(?:[\s\u00a0\u200b-\u200d\u2060\u3000\ufeff]*[=+\-@\uff1d\uff0b\uff0d\uff20]|[\t\r])/;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break. Text that a
 * spreadsheet would run as a formula (FORMULA) is kept as text with a leading '.
 */
export function csvField(value: CsvValue): string {
  if (value == null) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole CSV file for Excel: BOM, CRLF line ends, a header row. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return `${BOM}${[header, ...rows].map((r) => r.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** Offers text as a file download. */
export function downloadFile(
  text: string,
  fileName: string,
  type = 'text/csv;charset=utf-8',
): void {
  downloadBlob(new Blob([text], { type }), fileName);
}

/** Offers a file (e.g. a CSV the gateway wrote) as a download. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
