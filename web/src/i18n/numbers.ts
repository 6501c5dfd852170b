/**
 * Whole numbers as ja-JP writes them (`12345` → `12,345`), without Intl: a page's first Intl
 * number format loads the locale's data, tens of milliseconds (up to 100+ on a busy machine)
 * before the first list row can show. Rounded to a whole number, as counts and yen are.
 */
export function groupDigits(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const whole = Math.round(Math.abs(value));
  const digits = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return value < 0 && whole !== 0 ? `-${digits}` : digits;
}

/** 12345 → `￥12,345` (the full-width yen sign, as Intl's ja-JP JPY currency format). */
export function yenText(value: number): string {
  const text = groupDigits(value);
  return text.startsWith('-') ? `-￥${text.slice(1)}` : `￥${text}`;
}
