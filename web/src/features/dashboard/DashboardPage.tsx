import { ClipboardIcon } from '@blueprintjs/icons';
import { LinkButton } from '../../components/LinkButton';
import { PageHeader } from '../../components/pages/PageHeader';
import { useSession } from '../../app/session/SessionContext';
import { ja } from '../../i18n/ja';
import { BookingsChart } from './BookingsChart';
import { MonthlyTotals } from './MonthlyTotals';
import { RangeBar } from './RangeBar';
import { StatCards } from './StatCards';
import { StatusBreakdown } from './StatusBreakdown';
import { useDashboardRange } from './useDashboardRange';
import '../bookings/bookings.css';
import './dashboard.css';

const t = ja.dashboard;

/** /dashboard/default: today's figures (or the chosen range), the chart and the monthly search. */
export default function DashboardPage() {
  const range = useDashboardRange();
  const { viewer } = useSession();
  // As the header's profile menu writes it.
  const name = viewer ? `${viewer.firstName} ${viewer.lastName}`.trim() : '';
  return (
    <>
      <PageHeader
        title={ja.areas.dashboard}
        actions={
          <LinkButton
            to="/profile/day-board"
            icon={<ClipboardIcon />}
            text={ja.dayBoard.openBoard}
            variant="outlined"
          />
        }
      />
      {name ? <p className="app-muted app-dash-welcome">{t.welcome(name)}</p> : null}
      <RangeBar range={range} />
      <StatCards range={range.range} />
      <div className="app-dash-grid">
        <BookingsChart range={range.range} />
        <StatusBreakdown range={range.range} />
      </div>
      <MonthlyTotals />
    </>
  );
}
