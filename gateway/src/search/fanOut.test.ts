import { afterEach, describe, expect, it, vi } from 'vitest';
import { fanOut, SEARCH_WAIT_MS } from './fanOut.js';

const after = <T>(ms: number, value: T) =>
  new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

/** Notes when a promise settles, so a test can ask whether it has yet. */
function watched<T>(work: Promise<T>): { readonly settled: boolean; result: Promise<T> } {
  const state = { settled: false, result: work };
  void work.then(
    () => (state.settled = true),
    () => (state.settled = true),
  );
  return state;
}

// The clock is the test's (issue 35): what is proven is when the answer comes on that clock, not
// how long this machine took. The figures on a real clock are rows of
// tests/bench/timed-tests.bench.ts.
afterEach(() => {
  vi.useRealTimers();
});

describe('fanOut', () => {
  it('waits one second per kind by default', () => {
    expect(SEARCH_WAIT_MS).toBe(1000);
  });

  it('keeps the answers of the kinds that answered, in the given order, and notes the others', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const started = Date.now();
    const answer = watched(
      fanOut<string>(
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
      ),
    );
    // The fast kinds have answered; the slow one is still waited for until the deadline...
    await vi.advanceTimersByTimeAsync(199);
    expect(answer.settled).toBe(false);
    // ...and cut off at it: the slow kind did not hold the answer back.
    await vi.advanceTimersByTimeAsync(1);
    expect(answer.settled).toBe(true);
    expect(Date.now() - started).toBe(200);
    const result = await answer.result;
    expect(result.hits).toEqual(['b1', 'b2', 'c1']);
    expect(result.failures).toEqual([
      { kind: 'PACKAGE', reason: 'TIMEOUT', code: null },
      { kind: 'USER', reason: 'FAILED', code: 'UPSTREAM_UNAVAILABLE' },
    ]);
    // Once answered, the fan-out leaves no deadline timer behind: what is left is the slow kind's
    // own 5 s timer.
    expect(vi.getTimerCount()).toBe(1);
  });

  it('runs the kinds in parallel, not one after another', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const started = Date.now();
    const startedAt: number[] = [];
    const kind = (n: number) => () => {
      startedAt.push(Date.now() - started);
      return after(150, [n]);
    };
    const answer = watched(
      fanOut<number>(
        [
          ['BOOKING', kind(1)],
          ['PACKAGE', kind(2)],
          ['USER', kind(3)],
          ['COUPON', kind(4)],
        ],
        1_000,
      ),
    );
    await vi.advanceTimersByTimeAsync(149);
    // Every kind started at once, and none has answered yet.
    expect(startedAt).toEqual([0, 0, 0, 0]);
    expect(answer.settled).toBe(false);
    // All four answer together at 150 ms (one after another would take 600 ms).
    await vi.advanceTimersByTimeAsync(1);
    expect(answer.settled).toBe(true);
    expect(await answer.result).toEqual({ hits: [1, 2, 3, 4], failures: [] });
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
