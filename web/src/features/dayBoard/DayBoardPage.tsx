import { crossLinks } from '../../app/crossLinks';
import { Callout, Spinner } from '@blueprintjs/core';
import { useArrivalActions } from '../../components/arrival/useArrivalActions';
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
import { useDayBoard } from './useDayBoard';
import { useDeskMarks } from './useDeskMarks';
import { useRowBudget } from './useRowBudget';
import './dayBoard.css';

const t = ja.dayBoard;

/** /profile/day-board?date=YYYY-MM-DD: the front desk's day, on screen, on paper and as CSV. */
export default function DayBoardPage() {
  const { date, invalid, setDate } = useBoardDate();
  const read = useDayBoard(date);
  const { loading, error, retry } = read;
  // The desk's marks made here are laid over the board as read (it is kept out of the cache).
  const { board, marked } = useDeskMarks(read.board);
  const actions = useArrivalActions(marked);
  const budget = useRowBudget(
    read.board,
    (board?.packages ?? []).flatMap((p) => p.slots.map((s) => s.arrivals.length)),
  );
  // Each package's share of the budget: its slots' entries, in board order.
  let slotIndex = 0;
  const limitsOf = (slots: number) => budget.slice(slotIndex, (slotIndex += slots));

  let main;
  if (board) {
    main = (
      <>
        {board.leftOutBookings > 0 ? (
          <Callout intent="warning" className="app-form-callout">
            {t.leftOut(board.leftOutBookings)}
          </Callout>
        ) : null}
        <DayTotals totals={board.totals} />
        {board.packages.length === 0 ? (
          <EmptyState title={t.nothing} />
        ) : (
          board.packages.map((p) => (
            <PackageBoard
              key={p.packageId}
              pkg={p}
              limits={limitsOf(p.slots.length)}
              actions={actions}
            />
          ))
        )}
      </>
    );
  } else if (loading) {
    main = <Spinner aria-label={ja.app.loading} />;
  } else {
    main = <LoadFailure error={error} onRetry={retry} backTo={crossLinks.dashboard} />;
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
