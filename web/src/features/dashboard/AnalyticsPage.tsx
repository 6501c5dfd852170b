import { PageHeader } from '../../components/pages/PageHeader';
import { ja } from '../../i18n/ja';
import { BookingsChart } from './BookingsChart';
import { MonthlyTotals } from './MonthlyTotals';
import { RangeBar } from './RangeBar';
import { StatusBreakdown } from './StatusBreakdown';
import { useDashboardFigures } from './useDashboardFigures';
import { useDashboardRange } from './useDashboardRange';
import '../../components/detail/detail.css';
import './dashboard.css';

/** /dashboard/analytics: the chart by visit or booking day, statuses and the monthly search. */
export default function AnalyticsPage() {
  const range = useDashboardRange();
  const figures = useDashboardFigures(range.range);
  return (
    <>
      <PageHeader title={ja.areas.analytics} />
      <RangeBar range={range} />
      <div className="app-dash-grid">
        <BookingsChart range={range.range} withBasis />
        <StatusBreakdown figures={figures} />
      </div>
      <MonthlyTotals />
    </>
  );
}
