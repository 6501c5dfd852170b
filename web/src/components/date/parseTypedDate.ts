/**
 * Reads a day typed by staff into `YYYY-MM-DD`, or `null` when it is not a real day.
 *
 * Accepted: `2026/12/05`, `2026/12/5`, `2026-12-05`, `2026.12.05`, `2026年12月5日`, `20261205`,
 * and all of these in full-width digits and separators (`２０２６／１２／０５`), with spaces around.
 * Written by hand (30 lines) because dayjs' strict multi-format parsing refused zero-padded input
 * in the list filters, and no format list covers the compact and full-width forms.
 */
export function parseTypedDate(text: string): string | null {
  // NFKC folds full-width digits and ／－． to their ASCII forms.
  const s = text.normalize('NFKC').trim().replace(/\s+/g, '');
  const m =
    /^(\d{4})[/\-.年](\d{1,2})[/\-.月](\d{1,2})日?$/.exec(s) ?? /^(\d{4})(\d{2})(\d{2})$/.exec(s);
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return `${m[1]}-${pad(month)}-${pad(day)}`;
}

function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** `2026-12-05` → a local-midnight Date, as Blueprint's calendar wants it. */
export function isoDayToDate(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(y ?? 0, (m ?? 1) - 1, d ?? 1);
}

/** A Date from Blueprint's calendar → `2026-12-05` (its local calendar day). */
export function dateToIsoDay(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
