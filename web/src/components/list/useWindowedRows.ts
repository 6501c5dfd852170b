import { useLayoutEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/** Rows are added and dropped in chunks of this many (even, so striping never flips). */
const CHUNK = 6;

export interface RowWindow {
  /** First row to render. */
  start: number;
  /** One past the last row to render. */
  end: number;
  /** Height in px standing in for the rows before `start` and after `end`. */
  before: number;
  after: number;
  /**
   * A key for the row at `index`: rows that scroll out hand their key (and so their DOM) to the
   * rows that scroll in, which React then updates in place instead of building new ones.
   */
  slot(index: number): string;
}

/**
 * Which of `count` fixed-height rows a scrolling container shows, plus a chunk either side: long
 * lists (10 000 coupons) render a few dozen rows however far they are scrolled. The window is
 * always the same number of rows; state changes only when a chunk boundary is crossed, not on
 * every scrolled pixel. Without `rowHeight` every row is rendered.
 */
export function useWindowedRows(
  container: RefObject<HTMLElement | null>,
  count: number,
  rowHeight: number | undefined,
): RowWindow {
  const [win, setWin] = useState({ start: 0, size: CHUNK * 5 });

  useLayoutEffect(() => {
    const el = container.current;
    if (!rowHeight || !el) return;
    // Measured on start and resize only: reading layout on every scroll would force extra layouts.
    let head = 0;
    let size = CHUNK * 5;
    const measure = () => {
      head = el.querySelector('thead')?.offsetHeight ?? 0;
      const visible = Math.ceil(Math.max(el.clientHeight, rowHeight * CHUNK) / rowHeight);
      size = (Math.ceil(visible / CHUNK) + 2) * CHUNK;
    };
    const update = () => {
      const top = Math.max(0, el.scrollTop - head);
      const first = Math.floor(top / rowHeight);
      const start = Math.max(0, (Math.floor(first / CHUNK) - 1) * CHUNK);
      const next = (w: { start: number; size: number }) =>
        w.start === start && w.size === size ? w : { start, size };
      // Render the new rows before this frame is painted (no blank rows flashing).
      flushSync(() => setWin(next));
    };
    el.addEventListener('scroll', update, { passive: true });
    // The first measure comes with the observer's first report, after the browser's own layout of
    // this render: measuring here, in the commit, would force a layout of the whole page first.
    const resize = new ResizeObserver(() => {
      measure();
      update();
    });
    resize.observe(el);
    return () => {
      el.removeEventListener('scroll', update);
      resize.disconnect();
    };
  }, [container, rowHeight, count]);

  if (!rowHeight) {
    return { start: 0, end: count, before: 0, after: 0, slot: (i) => String(i) };
  }
  // Near the end the window keeps its size by starting earlier, on an even row (for the striping):
  // never more than `size` rows, so `index % size` keys are unique.
  const end = Math.min(count, win.start + win.size);
  const back = Math.max(0, end - win.size);
  const start = back + (back % 2);
  return {
    start,
    end,
    before: start * rowHeight,
    after: (count - end) * rowHeight,
    slot: (i) => `slot-${i % win.size}`,
  };
}
