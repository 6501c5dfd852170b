import { BankAccountIcon, CalendarIcon, DollarIcon, TimeIcon } from '@blueprintjs/icons';
import { useWalletBalanceQuery } from '../../__generated__/graphql';
import { presentError } from '../../components/errors/presentError';
import { formatDateTime, formatYen } from '../../i18n/format';
import { ja } from '../../i18n/ja';
import { StatCard } from './StatCard';
import type { DashboardFiguresState } from './useDashboardFigures';

const t = ja.dashboard;

/** Booking count, revenue, pending bookings and the wallet balance for the range. */
export function StatCards({ figures: state }: { figures: DashboardFiguresState }) {
  const wallet = useWalletBalanceQuery({ fetchPolicy: 'cache-and-network' });
  // A range that is not one (end before start) or an answer that failed: said in the cards, never
  // a skeleton that waits forever.
  const f = state.figures;
  const figuresError = state.error && !f ? presentError(state.error) : null;
  const failure: { value: string; note: string } | null =
    state.range === null
      ? { value: '—', note: t.rangeInvalid }
      : figuresError
        ? { value: '—', note: figuresError.message }
        : null;
  const loading = !f && !failure && state.loading;
  const walletError = wallet.error ? presentError(wallet.error) : null;
  const balance = wallet.data?.walletBalance;
  return (
    <section className="app-stats" aria-label={t.figures}>
      <StatCard
        label={t.bookingCount}
        icon={<CalendarIcon size={20} />}
        loading={loading}
        value={f ? t.bookings(f.bookingCount) : (failure?.value ?? '')}
        note={
          f
            ? t.ofAll(
                f.byStatus.booked + f.byStatus.pending + f.byStatus.cancelled + f.byStatus.failed,
              )
            : (failure?.note ?? '')
        }
      />
      <StatCard
        label={t.totalPrice}
        icon={<DollarIcon size={20} />}
        tone="success"
        loading={loading}
        value={f ? formatYen(f.totalPrice) : (failure?.value ?? '')}
        note={
          !f
            ? (failure?.note ?? '')
            : f.bookingCount > 0
              ? t.average(formatYen(Math.round(f.totalPrice / f.bookingCount)))
              : t.noRevenue
        }
      />
      <StatCard
        label={t.pending}
        icon={<TimeIcon size={20} />}
        tone="warning"
        loading={loading}
        value={f ? t.bookings(f.byStatus.pending) : (failure?.value ?? '')}
        note={f ? t.cancelled(f.byStatus.cancelled) : (failure?.note ?? '')}
      />
      <StatCard
        label={t.wallet}
        icon={<BankAccountIcon size={20} />}
        tone={walletError ? 'danger' : 'primary'}
        loading={!balance && wallet.loading}
        value={balance ? formatYen(balance.balance) : walletError ? t.walletUnavailable : ''}
        note={
          balance?.updatedAt
            ? t.walletUpdated(formatDateTime(balance.updatedAt))
            : (walletError?.message ?? '')
        }
      />
    </section>
  );
}
