import { observeElementRect, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useLayoutEffect, useState, type RefObject } from 'react';

/** Rows rendered beyond the visible ones on each side. */
const OVERSCAN = 12;
/**
 * Keys handed round the rendered rows (more than a window ever holds): rows that scroll out hand
 * their key, and so their DOM, to the rows that scroll in, which React updates in place.
 */
const SLOTS = 1024;

export interface RowWindow {
  /** First row to render. */
  start: number;
  /** One past the last row to render. */
  end: number;
  /** Height in px standing in for the rows before `start` and after `end`. */
  before: number;
  after: number;
  /** A key for the row at `index` (see SLOTS). */
  slot(index: number): string;
}

/** The visible range plus the overscan, started on an even row so the striping never flips. */
function evenRange({ startIndex, endIndex, overscan, count }: Range): number[] {
  const first = Math.max(0, startIndex - overscan);
  const start = first - (first % 2);
  const end = Math.min(count - 1, endIndex + overscan);
  return Array.from({ length: Math.max(0, end - start + 1) }, (_, i) => start + i);
}

/**
 * Which of `count` fixed-height rows a scrolling container shows, plus an overscan either side
 * (TanStack Virtual): long lists (10 000 coupons) render a few dozen rows however far they are
 * scrolled. Without `rowHeight` every row is rendered.
 */
export function useWindowedRows(
  container: RefObject<HTMLElement | null>,
  count: number,
  rowHeight: number | undefined,
): RowWindow {
  // The table head scrolls with the rows: the first row starts below it.
  const [head, setHead] = useState(0);
  useLayoutEffect(() => {
    if (rowHeight) setHead(container.current?.querySelector('thead')?.offsetHeight ?? 0);
  }, [container, rowHeight]);

  // The app is not built with the React Compiler, and the window is read fresh on every render.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    enabled: Boolean(rowHeight),
    getScrollElement: () => container.current,
    estimateSize: () => rowHeight ?? 0,
    paddingStart: head,
    overscan: OVERSCAN,
    rangeExtractor: evenRange,
    // A box not laid out yet (0 px high, or jsdom) counts as window-high, so rows show at once.
    observeElementRect: (instance, cb) =>
      observeElementRect(instance, (rect) =>
        cb(rect.height > 0 ? rect : { ...rect, height: window.innerHeight }),
      ),
  });

  if (!rowHeight) {
    return { start: 0, end: count, before: 0, after: 0, slot: (i) => String(i) };
  }
  const items = virtualizer.getVirtualItems();
  const start = items[0]?.index ?? 0;
  const end = (items.at(-1)?.index ?? -1) + 1;
  return {
    start,
    end,
    before: start * rowHeight,
    after: (count - end) * rowHeight,
    slot: (i) => `slot-${i % SLOTS}`,
  };
}
