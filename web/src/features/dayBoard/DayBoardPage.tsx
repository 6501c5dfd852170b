import { crossLinks } from '../../app/crossLinks';
import { Callout, Spinner } from '@blueprintjs/core';
import { useEffect } from 'react';
import { useDayBoardLazyQuery } from '../../__generated__/graphql';
import { downloadFile } from '../../components/csv/csv';
import { EmptyState } from '../../components/feedback/EmptyState';
import { LoadFailure } from '../../components/form/LoadFailure';
import { PageHeader } from '../../components/pages/PageHeader';
import { formatDate } from '../../i18n/format';
import { ja } from '../../i18n/ja';
import { DayBoardControls } from './DayBoardControls';
import { dayBoardCsv } from './dayBoardCsv';
import { DayTotals } from './DayTotals';
import { PackageBoard } from './PackageBoard';
import { useBoardDate } from './useBoardDate';
import { useRowBudget } from './useRowBudget';
import './dayBoard.css';

const t = ja.dayBoard;

/** /profile/day-board?date=YYYY-MM-DD: the front desk's day, on screen, on paper and as CSV. */
export default function DayBoardPage() {
  const { date, invalid, setDate } = useBoardDate();
  const [load, { data, loading, called, error, refetch }] = useDayBoardLazyQuery({
    // Read as it is now, each time, and kept out of the cache: normalising a busy day's thousand
    // bookings into the cache and reading them back took about a second of the board's 1.3 s
    // after the answer, under load (web bench, 945 arrivals at 100 000 bookings); 50 ms without.
    fetchPolicy: 'no-cache',
  });
  // Asked from an effect, so only for a date the screen has committed to. useQuery applies new
  // variables while rendering: a navigation is a transition, React renders the URL being left
  // again meanwhile, and with nothing cached each render asked again (12-31, 01-01, 12-31, …).
  useEffect(() => {
    void load({ variables: { date } }).catch(() => undefined);
  }, [date, load]);
  const board = data?.dayBoard.date === date ? data.dayBoard : null;
  const budget = useRowBudget(
    board,
    (board?.packages ?? []).flatMap((p) => p.slots.map((s) => s.arrivals.length)),
  );
  // Each package's share of the budget: its slots' entries, in board order.
  let slotIndex = 0;
  const limitsOf = (slots: number) => budget.slice(slotIndex, (slotIndex += slots));

  let main;
  if (board) {
    main = (
      <>
        <DayTotals totals={board.totals} />
        {board.packages.length === 0 ? (
          <EmptyState title={t.nothing} />
        ) : (
          board.packages.map((p) => (
            <PackageBoard key={p.packageId} pkg={p} limits={limitsOf(p.slots.length)} />
          ))
        )}
      </>
    );
  } else if (loading || !called) {
    main = <Spinner aria-label={ja.app.loading} />;
  } else {
    main = (
      <LoadFailure
        error={error}
        onRetry={() => void refetch().catch(() => undefined)}
        backTo={crossLinks.dashboard}
      />
    );
  }

  return (
    <div className="app-dayboard">
      <PageHeader title={`${ja.areas.dayBoard} ${formatDate(date)}`} />
      <DayBoardControls
        date={date}
        onDate={setDate}
        onCsv={board ? () => downloadFile(dayBoardCsv(board), t.csvFile(date)) : undefined}
      />
      {invalid !== null ? (
        <Callout intent="warning" className="app-form-callout">
          {t.invalidDate(invalid)}
        </Callout>
      ) : null}
      {main}
    </div>
  );
}
