import { ClipboardIcon } from '@blueprintjs/icons';
import { LinkButton } from '../../components/LinkButton';
import { PageHeader } from '../../components/pages/PageHeader';
import { crossLinks } from '../../app/crossLinks';
import { useSession } from '../../app/session/SessionContext';
import { viewerName } from '../../app/session/viewerName';
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

const t = ja.dashboard;

/** /dashboard/default: today's figures (or the chosen range), the chart and the monthly search. */
export default function DashboardPage() {
  const range = useDashboardRange();
  const figures = useDashboardFigures(range.range);
  const { viewer } = useSession();
  // As the header's profile menu writes it.
  const name = viewer ? viewerName(viewer) : '';
  return (
    <>
      <PageHeader
        title={ja.areas.dashboard}
        actions={
          <LinkButton
            to={crossLinks.dayBoard}
            icon={<ClipboardIcon />}
            text={ja.dayBoard.openBoard}
            variant="outlined"
          />
        }
      />
      {name ? <p className="app-muted app-dash-welcome">{t.welcome(name)}</p> : null}
      <RangeBar range={range} />
      <StatCards figures={figures} />
      <div className="app-dash-grid">
        <BookingsChart range={range.range} />
        <StatusBreakdown figures={figures} />
      </div>
      <MonthlyTotals days={range} />
    </>
  );
}
