/**
 * Round revenue ticks for the chart's right axis: 0, then steps of 1, 2 or 5 × a power of ten,
 * at most about four of them, up to the highest day's revenue (so the axis reads 1万円, 2万円, 3万円 rather
 * than the count axis's halves times a ratio, ¥5,050…). Just 0 when there is no revenue.
 */
export function revenueTicks(maxYen: number, about = 4): number[] {
  if (!(maxYen > 0)) return [0];
  const raw = maxYen / about;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = Math.max(1, ([1, 2, 5, 10].find((m) => m * power >= raw) ?? 10) * power);
  const ticks = [0];
  for (let v = step; v <= maxYen; v += step) ticks.push(v);
  return ticks;
}
