// `npx tsx tests/bench/run-coupons.ts`: the coupon list benchmark alone, as a table.
import benchCoupons from './coupons.bench.js';

const rows = await benchCoupons();
const fmt = (v: number) => (Number.isInteger(v) ? String(v) : v.toFixed(2));
const table = [
  ['figure', 'value', 'unit', 'target'],
  ...rows.map((r) => [r.name, fmt(r.value), r.unit, r.target ?? '']),
];
const widths = table[0]!.map((_, i) => Math.max(...table.map((r) => r[i]!.length)));
for (const [i, r] of table.entries()) {
  console.log(r.map((c, j) => c.padEnd(widths[j]!)).join('  '));
  if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
}
process.exit(0);
