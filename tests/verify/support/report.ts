/** One line of verify's table: a figure, what it must be, and whether it is. */
export interface Row {
  check: string;
  figure: string;
  value: string;
  target: string;
  ok: boolean;
}

export function row(
  check: string,
  figure: string,
  value: string | number | boolean,
  target: string,
  ok: boolean,
): Row {
  const shown =
    typeof value === 'number'
      ? Number.isInteger(value)
        ? String(value)
        : value.toFixed(1)
      : String(value);
  return { check, figure, value: shown, target, ok };
}

export function printTable(rows: Row[]): void {
  const table = [
    ['check', 'figure', 'value', 'target', 'ok'],
    ...rows.map((r) => [r.check, r.figure, r.value, r.target, r.ok ? 'ok' : 'FAIL']),
  ];
  const widths = table[0]!.map((_, i) => Math.max(...table.map((r) => r[i]!.length)));
  for (const [i, r] of table.entries()) {
    console.log(r.map((c, j) => c.padEnd(widths[j]!)).join('  '));
    if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Resolves with the promise's value, or with fallback after ms. */
export function within<T, F>(promise: Promise<T>, ms: number, fallback: F): Promise<T | F> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<F>((r) => {
    timer = setTimeout(() => r(fallback), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
