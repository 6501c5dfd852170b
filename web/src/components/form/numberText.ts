/** Full-width digits (`０`–`９`, as a Japanese IME types them) as ASCII digits. */
export const halfWidthDigits = (raw: string) =>
  raw.replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0));

/** `１,２００` → `1200`: full-width digits and separators a Japanese IME may type, made plain. */
export function normaliseNumberText(raw: string): string {
  return halfWidthDigits(raw.trim())
    .replace(/[,，、\s]/g, '')
    .replace(/^[-－ー]/, '-');
}

/** A whole number typed into a NumberField, or null when it is empty or not one. */
export function parseWholeNumber(text: string | undefined): number | null {
  const s = normaliseNumberText(text ?? '');
  return /^-?\d{1,9}$/.test(s) ? Number(s) : null;
}

/** True when the text is a whole number that is not 0 (docs/product.md §5 "please enter …"). */
export const isNonZero = (text: string | undefined) => {
  const n = parseWholeNumber(text);
  return n !== null && n !== 0;
};

/** True when the text is empty or a whole number of at least 0. */
export const isEmptyOrCount = (text: string | undefined) => {
  const s = normaliseNumberText(text ?? '');
  if (s === '') return true;
  const n = parseWholeNumber(s);
  return n !== null && n >= 0;
};

/** The form's text → the integer sent to the gateway (empty → 0). */
export const toInt = (text: string | undefined): number => parseWholeNumber(text) ?? 0;

/** The most a price field takes, in yen (the reference api refuses more too). */
export const MAX_YEN = 10_000_000;
/** The most a count field (people, dogs, display order, inventory, limits) takes. */
export const MAX_COUNT = 10_000;

/** True when the text is empty or plain digits, however many (the format, not the size). */
export const isEmptyOrDigits = (text: string | undefined) =>
  /^\d*$/.test(normaliseNumberText(text ?? ''));

/** True when the text is not plain digits (another check says so) or at most `max`. */
export const isAtMost = (max: number) => (text: string | undefined) => {
  const s = normaliseNumberText(text ?? '');
  return !/^\d+$/.test(s) || Number(s) <= max;
};
