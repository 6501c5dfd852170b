import { useCallback, useMemo, useState } from 'react';
import type { ArrivalFieldsFragment, DayBoardQuery } from '../../__generated__/graphql';

type Board = NonNullable<DayBoardQuery['dayBoard']>;
type Counts = NonNullable<Board['totals']['arrivals']>;

interface Marks {
  /** The board these marks were made on: another board (day, reload) starts without. */
  of: Board | null;
  byId: ReadonlyMap<string, ArrivalFieldsFragment>;
}

const countKey = {
  CHECKED_IN: 'checkedIn',
  EXPECTED: 'expected',
  NO_SHOW: 'noShows',
} as const satisfies Record<ArrivalFieldsFragment['state'], keyof Counts>;

/**
 * The board with the desk's marks made on this screen since it was read: the board is kept out of
 * Apollo's cache (useDayBoard), so each mark's answer is laid over its row, and the day's counts
 * move with it (from the gateway's counts, so bookings not drawn yet still count).
 */
export function useDeskMarks(board: Board | null) {
  const [marks, setMarks] = useState<Marks>({ of: null, byId: new Map() });
  const current = marks.of === board ? marks.byId : null;

  const marked = useCallback(
    (bookingId: string, arrival: ArrivalFieldsFragment) =>
      setMarks((m) => {
        const byId = new Map(m.of === board ? m.byId : []);
        byId.set(bookingId, arrival);
        return { of: board, byId };
      }),
    [board],
  );

  const shown = useMemo(
    () => (board && current ? withMarks(board, current) : board),
    [board, current],
  );
  return { board: shown, marked };
}

function withMarks(board: Board, marks: ReadonlyMap<string, ArrivalFieldsFragment>): Board {
  const counts = board.totals.arrivals ? { ...board.totals.arrivals } : null;
  const packages = board.packages.map((p) => ({
    ...p,
    slots: p.slots.map((s) => ({
      ...s,
      arrivals: s.arrivals.map((a) => {
        const mark = marks.get(a.id);
        if (!mark) return a;
        if (counts && a.arrival) {
          counts[countKey[a.arrival.state]] -= 1;
          counts[countKey[mark.state]] += 1;
        }
        return { ...a, arrival: mark };
      }),
    })),
  }));
  return { ...board, packages, totals: { ...board.totals, arrivals: counts } };
}
