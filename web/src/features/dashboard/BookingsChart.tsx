import { Card, Classes, H2, SegmentedControl } from '@blueprintjs/core';
import { useState } from 'react';
import {
  VictoryAxis,
  VictoryBar,
  VictoryChart,
  VictoryLegend,
  VictoryLine,
  VictoryTooltip,
  VictoryVoronoiContainer,
} from 'victory';
import type { DashboardGraphBasis, DateRangeInput } from '../../__generated__/graphql';
import { useDashboardGraphQuery } from '../../__generated__/graphql';
import { presentError } from '../../components/errors/presentError';
import { cx } from '../../components/cx';
import { dayjs, formatDate, formatYen } from '../../i18n/format';
import { ja } from '../../i18n/ja';

const t = ja.dashboard;
const BAR = '#2d72d2';
const LINE = '#c87619';
const AXIS = {
  tickLabels: { fill: 'var(--app-muted)', fontSize: 11, padding: 4 },
  axis: { stroke: 'var(--app-border)' },
  grid: { stroke: 'var(--app-border)', strokeDasharray: '2,4' },
};

interface Point {
  date: string;
  bookingCount: number;
  totalPrice: number;
}

const shortYen = (n: number) => (n >= 10_000 ? `${Math.round(n / 1000) / 10}万円` : formatYen(n));

/**
 * Booked bookings (bars, left axis) and revenue (line, right axis) per day over the range, with
 * the same figures in a table for assistive technology.
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
  const points: Point[] = graph?.points ?? [];
  const maxCount = Math.max(1, ...points.map((p) => p.bookingCount));
  const maxPrice = Math.max(1, ...points.map((p) => p.totalPrice));
  // Revenue is drawn on the count scale and labelled on its own axis.
  const scale = maxPrice / maxCount;
  const series = points.map((p) => ({ ...p, x: dayjs(p.date).toDate() }));
  // Ticks on the days themselves (at most about ten): a time scale's own ticks fall between days
  // on a short range and label one day twice.
  const tickStep = Math.ceil(series.length / 10);
  const dayTicks = series.filter((_, i) => i % tickStep === 0).map((p) => p.x);
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
        ) : graph ? (
          <VictoryChart
            width={860}
            height={300}
            padding={{ top: 36, bottom: 44, left: 48, right: 72 }}
            domainPadding={{
              x: Math.max(8, Math.min(24, 300 / Math.max(points.length, 1))),
              y: [0, 12],
            }}
            scale={{ x: 'time', y: 'linear' }}
            containerComponent={
              <VictoryVoronoiContainer
                // The chart's svg (role img) is named and described by its <title> and <desc>.
                title={t.chartTitle}
                desc={t.chartSummary(
                  points.length,
                  points.reduce((s, p) => s + p.bookingCount, 0),
                )}
                voronoiDimension="x"
                // One tooltip per day (the bar's), not one per series.
                voronoiBlacklist={['revenue']}
                labels={({ datum }: { datum: Point & { x: Date } }) =>
                  t.tooltip(formatDate(datum.date), datum.bookingCount, formatYen(datum.totalPrice))
                }
                labelComponent={
                  <VictoryTooltip
                    cornerRadius={4}
                    flyoutStyle={{ fill: 'var(--app-surface)', stroke: 'var(--app-border)' }}
                    style={{ fill: 'var(--app-text)', fontSize: 11 }}
                  />
                }
              />
            }
          >
            <VictoryLegend
              x={56}
              y={4}
              orientation="horizontal"
              gutter={20}
              style={{ labels: { fill: 'var(--app-muted)', fontSize: 11 } }}
              data={[
                { name: t.legendBookings, symbol: { fill: BAR, type: 'square' } },
                { name: t.legendRevenue, symbol: { fill: LINE, type: 'minus' } },
              ]}
            />
            <VictoryAxis
              tickValues={dayTicks.length > 0 ? dayTicks : undefined}
              tickFormat={(d: Date) => dayjs(d).format('M/D')}
              fixLabelOverlap
              style={AXIS}
            />
            <VictoryAxis
              dependentAxis
              tickFormat={(n: number) => (Number.isInteger(n) ? `${n}件` : '')}
              style={AXIS}
            />
            <VictoryAxis
              dependentAxis
              orientation="right"
              tickFormat={(n: number) => shortYen(Math.round(n * scale))}
              style={{ ...AXIS, grid: { stroke: 'none' } }}
            />
            <VictoryBar
              data={series}
              x="x"
              y="bookingCount"
              barRatio={0.7}
              cornerRadius={{ top: 2 }}
              style={{ data: { fill: BAR, fillOpacity: 0.85 } }}
            />
            <VictoryLine
              name="revenue"
              data={series}
              x="x"
              y={(d: Point) => d.totalPrice / scale}
              style={{ data: { stroke: LINE, strokeWidth: 2 } }}
            />
          </VictoryChart>
        ) : null}
      </div>
      {graph ? (
        <table className="app-visually-hidden">
          <caption>{t.chartTable}</caption>
          <thead>
            <tr>
              <th scope="col">{t.day}</th>
              <th scope="col">{t.legendBookings}</th>
              <th scope="col">{t.legendRevenue}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.date}>
                <th scope="row">{p.date}</th>
                <td>{p.bookingCount}</td>
                <td>{p.totalPrice}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </Card>
  );
}
