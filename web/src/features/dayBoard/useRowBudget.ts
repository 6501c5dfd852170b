import { startTransition, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * Arrival rows drawn in the board's first render, across all its slots: a busy day holds about a
 * thousand (100 000 seeded bookings: 945, drawn in over a second under load), a screen shows a few
 * dozen. The rest follow in a transition right after, so the top of the board shows at once.
 */
export const FIRST_ROWS = 60;

/**
 * How many arrival rows each slot draws now: `FIRST_ROWS` shared out in board order for the first
 * render of `board`, then every row (at once before printing).
 */
export function useRowBudget(board: object | null, slotSizes: number[]): number[] {
  const [allFor, setAllFor] = useState<object | null>(null);
  useEffect(() => {
    if (!board) return;
    startTransition(() => setAllFor(board));
    const beforePrint = () => flushSync(() => setAllFor(board));
    window.addEventListener('beforeprint', beforePrint);
    return () => window.removeEventListener('beforeprint', beforePrint);
  }, [board]);
  return board !== null && allFor === board ? slotSizes : shareRows(slotSizes, FIRST_ROWS);
}

/** `budget` rows shared out over slots of these sizes, first slots first. */
export function shareRows(slotSizes: number[], budget: number): number[] {
  let left = budget;
  return slotSizes.map((size) => {
    const shown = Math.min(size, left);
    left -= shown;
    return shown;
  });
}
