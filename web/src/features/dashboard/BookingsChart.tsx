import { Card, Classes, H2, SegmentedControl } from '@blueprintjs/core';
import { lazy, Suspense, useState } from 'react';
import type {
  DashboardGraphBasis,
  DashboardGraphQuery,
  DateRangeInput,
} from '../../__generated__/graphql';
import { useDashboardGraphQuery } from '../../__generated__/graphql';
import { presentError } from '../../components/errors/presentError';
import { cx } from '../../components/cx';
import type { TableColumn } from '../../components/table/column';
import { RowsTable } from '../../components/table/RowsTable';
import { ja } from '../../i18n/ja';

const t = ja.dashboard;

type GraphPoint = NonNullable<DashboardGraphQuery['dashboardGraph']>['points'][number];

/** The graph's figures as a table, for assistive technology. */
const columns: TableColumn<GraphPoint>[] = [
  { id: 'date', header: t.day, rowHeader: true, render: (p) => p.date },
  { id: 'count', header: t.legendBookings, render: (p) => p.bookingCount },
  { id: 'price', header: t.legendRevenue, render: (p) => p.totalPrice },
];

/** Victory's drawing, in a chunk of its own (most of the dashboard's code). */
const BookingsPlot = lazy(() => import('./BookingsPlot'));

/**
 * Booked bookings (bars, left axis) and revenue (line, right axis) per day over the range, with
 * the same figures in a table for assistive technology. The drawing's code is asked for on the
 * first render, beside the graph's data, and the screen shows without waiting for it: a skeleton
 * of the chart's size until both are in.
 */
export function BookingsChart({
  range,
  withBasis = false,
}: {
  range: DateRangeInput | null;
  withBasis?: boolean;
}) {
  const [basis, setBasis] = useState<DashboardGraphBasis>('VISIT_DATE');
  const { data, previousData, loading, error } = useDashboardGraphQuery({
    variables: { basis, range },
    skip: range === null,
    fetchPolicy: 'cache-and-network',
  });
  const graph = range === null ? undefined : (data ?? previousData)?.dashboardGraph;
  const busy = !graph && loading && range !== null;
  const failed =
    range === null ? { message: t.rangeInvalidHint } : error && !graph ? presentError(error) : null;

  return (
    <Card className="app-dash-card app-chart-card">
      <div className="app-dash-card-head">
        <H2 className="app-dash-title">{t.chartTitle}</H2>
        {withBasis ? (
          <SegmentedControl
            size="small"
            aria-label={t.basisLabel}
            value={basis}
            onValueChange={(v) => setBasis(v as DashboardGraphBasis)}
            options={[
              { value: 'VISIT_DATE', label: t.byVisit },
              { value: 'BOOKING_DATE', label: t.byBooking },
            ]}
          />
        ) : null}
      </div>
      <div className={cx('app-chart', busy && Classes.SKELETON)} aria-busy={busy || undefined}>
        {failed ? (
          <p role={range === null ? undefined : 'alert'} className="app-chart-message">
            {failed.message}
          </p>
        ) : (
          <Suspense
            fallback={<div className={cx('app-chart-pending', Classes.SKELETON)} aria-busy />}
          >
            <BookingsPlot points={graph?.points} />
          </Suspense>
        )}
      </div>
      {graph ? (
        <RowsTable
          plain
          className="app-visually-hidden"
          name={t.chartTable}
          naming="caption"
          columns={columns}
          rows={graph.points}
          rowKey={(p) => p.date}
        />
      ) : null}
    </Card>
  );
}
