// What every benchmark module shares: the shape of a row of `npm run bench`'s table
// (scripts/bench.mjs prints them), the median of several runs, and the time a piece of work takes.

/** One figure of a benchmark, with its target and whether it is met when it has one. */
export interface BenchRow {
  name: string;
  value: number;
  unit: string;
  target?: string;
  /** Whether the value meets `target` (the table's pass / FAIL). */
  pass?: boolean;
}

/** The median of `values` (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** How long `work` took in ms, and what it gave. */
export async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const value = await work();
  return [performance.now() - start, value];
}
