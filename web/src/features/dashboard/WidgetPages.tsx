import { PageHeader } from '../../components/pages/PageHeader';
import { ja } from '../../i18n/ja';
import { BookingsChart } from './BookingsChart';
import { MonthlyTotals } from './MonthlyTotals';
import { RangeBar } from './RangeBar';
import { StatCards } from './StatCards';
import { StatusBreakdown } from './StatusBreakdown';
import { useDashboardFigures } from './useDashboardFigures';
import { useDashboardRange } from './useDashboardRange';
import '../../components/detail/detail.css';
import './dashboard.css';

/** /widget/statistics: the dashboard's figures as widgets. */
export function StatisticsWidgetPage() {
  const range = useDashboardRange();
  const figures = useDashboardFigures(range.range);
  return (
    <>
      <PageHeader title={ja.areas.widgetStatistics} />
      <RangeBar range={range} />
      <StatCards figures={figures} />
      <StatusBreakdown figures={figures} />
    </>
  );
}

/** /widget/data: the figures by status and the monthly totals. */
export function DataWidgetPage() {
  const range = useDashboardRange();
  const figures = useDashboardFigures(range.range);
  return (
    <>
      <PageHeader title={ja.areas.widgetData} />
      <RangeBar range={range} />
      <div className="app-dash-grid is-even">
        <StatusBreakdown figures={figures} />
        <MonthlyTotals />
      </div>
    </>
  );
}

/** /widget/chart: the bookings and revenue chart. */
export function ChartWidgetPage() {
  const range = useDashboardRange();
  return (
    <>
      <PageHeader title={ja.areas.widgetChart} />
      <RangeBar range={range} />
      <BookingsChart range={range.range} withBasis />
    </>
  );
}
