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
}

/**
 * Which of `count` fixed-height rows a scrolling container shows, plus a chunk either side: long
 * lists (10 000 coupons) render a few dozen rows however far they are scrolled. State changes
 * only when a chunk boundary is crossed, not on every scrolled pixel. Without `rowHeight` every
 * row is rendered.
 */
export function useWindowedRows(
  container: RefObject<HTMLElement | null>,
  count: number,
  rowHeight: number | undefined,
): RowWindow {
  const [range, setRange] = useState({ start: 0, end: CHUNK * 4 });

  useLayoutEffect(() => {
    const el = container.current;
    if (!rowHeight || !el) return;
    // Measured on start and resize only: reading layout on every scroll would force extra layouts.
    let head = 0;
    let height = 0;
    const measure = () => {
      head = el.querySelector('thead')?.offsetHeight ?? 0;
      height = el.clientHeight;
    };
    const update = (sync: boolean) => {
      const top = Math.max(0, el.scrollTop - head);
      const first = Math.floor(top / rowHeight);
      const last = Math.ceil((top + Math.max(height, rowHeight * CHUNK)) / rowHeight);
      const start = Math.max(0, (Math.floor(first / CHUNK) - 1) * CHUNK);
      const end = (Math.ceil(last / CHUNK) + 1) * CHUNK;
      const next = (r: { start: number; end: number }) =>
        r.start === start && r.end === end ? r : { start, end };
      // On scroll, render the new rows before this frame is painted (no blank rows flashing).
      if (sync) flushSync(() => setRange(next));
      else setRange(next);
    };
    const onScroll = () => update(true);
    measure();
    update(false);
    el.addEventListener('scroll', onScroll, { passive: true });
    const resize = new ResizeObserver(() => {
      measure();
      update(false);
    });
    resize.observe(el);
    return () => {
      el.removeEventListener('scroll', onScroll);
      resize.disconnect();
    };
  }, [container, rowHeight, count]);

  if (!rowHeight) return { start: 0, end: count, before: 0, after: 0 };
  const end = Math.min(range.end, count);
  const start = Math.min(range.start, end - (end % 2));
  return { start, end, before: start * rowHeight, after: (count - end) * rowHeight };
}
