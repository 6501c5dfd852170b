import { PageHeader } from '../../components/pages/PageHeader';
import { ja } from '../../i18n/ja';
import { BookingsChart } from './BookingsChart';
import { FiguresPage } from './FiguresPage';
import { MonthlyTotals } from './MonthlyTotals';
import { RangeBar } from './RangeBar';
import { StatCards } from './StatCards';
import { StatusBreakdown } from './StatusBreakdown';
import { useDashboardRange } from './useDashboardRange';
import '../../components/detail/detail.css';
import './dashboard.css';

/** /widget/statistics: the dashboard's figures as widgets. */
export function StatisticsWidgetPage() {
  return (
    <FiguresPage title={ja.areas.widgetStatistics}>
      {(figures) => (
        <>
          <StatCards figures={figures} />
          <StatusBreakdown figures={figures} />
        </>
      )}
    </FiguresPage>
  );
}

/** /widget/data: the figures by status and the monthly totals. */
export function DataWidgetPage() {
  return (
    <FiguresPage title={ja.areas.widgetData}>
      {(figures) => (
        <div className="app-dash-grid is-even">
          <StatusBreakdown figures={figures} />
          <MonthlyTotals />
        </div>
      )}
    </FiguresPage>
  );
}

/** /widget/chart: the bookings and revenue chart (no figures: it asks for its own series). */
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
