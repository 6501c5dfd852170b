import { describe, expect, it } from 'vitest';
import { fanOut, SEARCH_WAIT_MS } from './fanOut.js';

const after = <T>(ms: number, value: T) =>
  new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('fanOut', () => {
  it('waits one second per kind by default', () => {
    expect(SEARCH_WAIT_MS).toBe(1000);
  });

  it('keeps the answers of the kinds that answered, in the given order, and notes the others', async () => {
    const started = Date.now();
    const result = await fanOut<string>(
      [
        ['BOOKING', () => after(30, ['b1', 'b2'])],
        ['PACKAGE', () => after(5_000, ['never'])],
        [
          'USER',
          () =>
            Promise.reject(
              Object.assign(new Error('down'), { extensions: { code: 'UPSTREAM_UNAVAILABLE' } }),
            ),
        ],
        ['COUPON', () => after(1, ['c1'])],
      ],
      200,
    );
    expect(result.hits).toEqual(['b1', 'b2', 'c1']);
    expect(result.failures).toEqual([
      { kind: 'PACKAGE', reason: 'TIMEOUT', code: null },
      { kind: 'USER', reason: 'FAILED', code: 'UPSTREAM_UNAVAILABLE' },
    ]);
    // The slow kind did not hold the answer back.
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('runs the kinds in parallel, not one after another', async () => {
    const started = Date.now();
    await fanOut<number>(
      [
        ['BOOKING', () => after(150, [1])],
        ['PACKAGE', () => after(150, [2])],
        ['USER', () => after(150, [3])],
        ['COUPON', () => after(150, [4])],
      ],
      1_000,
    );
    expect(Date.now() - started).toBeLessThan(450);
  });

  it('notes a kind whose search throws before it starts', async () => {
    const result = await fanOut<number>([
      [
        'COUPON',
        () => {
          throw new Error('bad');
        },
      ],
    ]);
    expect(result).toEqual({
      hits: [],
      failures: [{ kind: 'COUPON', reason: 'FAILED', code: null }],
    });
  });
});
