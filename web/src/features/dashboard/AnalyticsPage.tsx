import { ja } from '../../i18n/ja';
import { BookingsChart } from './BookingsChart';
import { FiguresPage } from './FiguresPage';
import { MonthlyTotals } from './MonthlyTotals';
import { StatusBreakdown } from './StatusBreakdown';

/** /dashboard/analytics: the chart by visit or booking day, statuses and the monthly search. */
export default function AnalyticsPage() {
  return (
    <FiguresPage title={ja.areas.analytics}>
      {(figures, range) => (
        <>
          <div className="app-dash-grid">
            <BookingsChart range={range.range} withBasis />
            <StatusBreakdown figures={figures} />
          </div>
          <MonthlyTotals />
        </>
      )}
    </FiguresPage>
  );
}
