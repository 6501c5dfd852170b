import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWindowedRows } from './useWindowedRows';

const ROW = 44;
const VIEW = 440; // ten rows in view

/** A scrolling box that lists which rows the window renders. */
function Rows({ count, rowHeight }: { count: number; rowHeight?: number }) {
  const box = useRef<HTMLDivElement>(null);
  const win = useWindowedRows(box, count, rowHeight);
  return (
    <div ref={box} data-testid="box">
      <output aria-label="window">{`${win.start}-${win.end} ${win.before} ${win.after}`}</output>
      {Array.from({ length: win.end - win.start }, (_, i) => (
        <span key={win.slot(win.start + i)} data-testid="row">
          {win.start + i}
        </span>
      ))}
    </div>
  );
}

const shown = () => screen.getAllByTestId('row').map((r) => Number(r.textContent));

// jsdom has no layout: the box is VIEW px high.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(VIEW);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
});
afterEach(() => vi.restoreAllMocks());

describe('useWindowedRows', () => {
  it('shows rows before the box is measured', () => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(0);
    render(<Rows count={10_000} rowHeight={ROW} />);
    expect(shown()).toContain(10);
  });

  it('renders every row without a row height', () => {
    render(<Rows count={30} />);
    expect(shown()).toHaveLength(30);
  });

  it('renders only the rows in view and an overscan from the top', () => {
    render(<Rows count={10_000} rowHeight={ROW} />);
    const rows = shown();
    expect(rows[0]).toBe(0);
    expect(rows.length).toBeGreaterThanOrEqual(VIEW / ROW);
    expect(rows.length).toBeLessThan(40);
  });

  it('stands in for the rows not rendered with their height', () => {
    render(<Rows count={10_000} rowHeight={ROW} />);
    const end = shown().length;
    expect(screen.getByRole('status', { name: 'window' })).toHaveTextContent(
      `0-${end} 0 ${(10_000 - end) * ROW}`,
    );
  });

  it('follows the scroll, starting on an even row', async () => {
    render(<Rows count={10_000} rowHeight={ROW} />);
    const box = screen.getByTestId('box');
    await act(async () => {
      box.scrollTop = 5001 * ROW;
      fireEvent.scroll(box);
      await new Promise((r) => setTimeout(r, 0));
    });
    const rows = shown();
    expect(rows[0]! % 2).toBe(0);
    expect(rows[0]).toBeLessThanOrEqual(5001);
    expect(rows).toContain(5001 + VIEW / ROW - 1);
    expect(rows.length).toBeLessThan(40);
  });
});
