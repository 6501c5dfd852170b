import { Card, Classes, H2 } from '@blueprintjs/core';
import type { BookingStatus } from '../../__generated__/graphql';
import { cx } from '../../components/cx';
import { ja } from '../../i18n/ja';
import { BookingStatusTag } from '../../components/BookingTags';
import type { DashboardFiguresState } from './useDashboardFigures';

const t = ja.dashboard;
const ORDER: [BookingStatus, 'booked' | 'pending' | 'cancelled' | 'failed'][] = [
  ['BOOKED', 'booked'],
  ['PENDING', 'pending'],
  ['CANCELLED', 'cancelled'],
  ['FAILED', 'failed'],
];

/** Bookings of every status in the range, as counts and one proportional bar. */
export function StatusBreakdown({ figures }: { figures: DashboardFiguresState }) {
  const by = figures.figures?.byStatus;
  const all = by ? by.booked + by.pending + by.cancelled + by.failed : 0;
  const busy = !by && figures.loading;
  return (
    <Card className="app-dash-card">
      <H2 className="app-dash-title">{t.byStatus}</H2>
      <div className={cx('app-status-bar', busy && Classes.SKELETON)} aria-hidden="true">
        {by && all > 0
          ? ORDER.map(([status, key]) =>
              by[key] > 0 ? (
                <span
                  key={status}
                  className={`app-status-bar-part is-${key}`}
                  style={{ flexGrow: by[key] }}
                />
              ) : null,
            )
          : null}
      </div>
      <dl className="app-status-counts">
        {ORDER.map(([status, key]) => (
          <div key={status}>
            <dt>
              <BookingStatusTag status={status} />
            </dt>
            <dd className={cx(busy && Classes.SKELETON)}>
              {by ? t.bookings(by[key]) : busy ? '0' : '—'}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
