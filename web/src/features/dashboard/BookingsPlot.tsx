import { ResizeSensor } from '@blueprintjs/core';
import { useCallback, useState } from 'react';
import {
  VictoryAxis,
  VictoryBar,
  VictoryChart,
  VictoryLegend,
  VictoryLine,
  VictoryScatter,
  VictoryTooltip,
  VictoryVoronoiContainer,
} from 'victory';
import { dayjs, formatDate, formatYen } from '../../i18n/format';
import { ja } from '../../i18n/ja';
import { revenueTicks } from './revenueTicks';

const t = ja.dashboard;
// The colour theme's (theme/app.css, presets.css): light or dark mode and the preset.
const BAR = 'var(--app-chart-bar)';
const LINE = 'var(--app-chart-line)';
const AXIS = {
  tickLabels: { fill: 'var(--app-muted)', fontSize: 11, padding: 4 },
  axis: { stroke: 'var(--app-border)' },
  grid: { stroke: 'var(--app-border)', strokeDasharray: '2,4' },
};

export interface Point {
  date: string;
  bookingCount: number;
  totalPrice: number;
}

const shortYen = (n: number) => (n >= 10_000 ? `${Math.round(n / 1000) / 10}万円` : formatYen(n));

/**
 * BookingsChart's drawing (Victory): bars of booked bookings (left axis) and a line of revenue
 * (right axis) per day; nothing until the points have come. A chunk of its own, loaded beside the
 * graph's data rather than before the dashboard can show (Victory is most of its code).
 */
export default function BookingsPlot({ points }: { points: Point[] | undefined }) {
  // Drawn at its frame's own size (.app-chart), so its 11 px labels stay 11 px on a phone: an
  // 860 px drawing scaled into a 310 px card had 4 px labels. Nothing is drawn until the frame is
  // measured (the sensor reports before the first paint): a drawing at a guessed size was thrown
  // away at once, and Victory's drawing is the dashboard's longest task on a phone.
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const onResize = useCallback(([entry]: ResizeObserverEntry[]) => {
    const width = Math.round(entry?.contentRect.width ?? 0);
    const height = Math.round(entry?.contentRect.height ?? 0);
    if (width > 0 && height > 0) {
      setSize((s) => (s?.width === width && s.height === height ? s : { width, height }));
    }
  }, []);
  return (
    <ResizeSensor onResize={onResize}>
      <div className="app-chart-plot">
        {points && size ? <Plot points={points} {...size} /> : null}
      </div>
    </ResizeSensor>
  );
}

function Plot({ points, width, height }: { points: Point[]; width: number; height: number }) {
  const maxCount = Math.max(1, ...points.map((p) => p.bookingCount));
  const topRevenue = Math.max(0, ...points.map((p) => p.totalPrice));
  const maxPrice = Math.max(1, topRevenue);
  // Revenue is drawn on the count scale and labelled on its own axis.
  const scale = maxPrice / maxCount;
  const series = points.map((p) => ({ ...p, x: dayjs(p.date).toDate() }));
  // Ticks on the days themselves (at most about ten, one per 80 px): a time scale's own ticks
  // fall between days on a short range and label one day twice.
  const tickStep = Math.ceil(series.length / Math.max(2, Math.min(10, Math.floor(width / 80))));
  const dayTicks = series.filter((_, i) => i % tickStep === 0).map((p) => p.x);
  return (
    <VictoryChart
      width={width}
      height={height}
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
          voronoiBlacklist={['revenue', 'revenue-days']}
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
        // Its own round amounts, placed on the count scale the revenue is drawn on.
        // (¥0 alone when the range has no revenue, not ¥1 at the top of an empty scale).
        tickValues={revenueTicks(topRevenue).map((yen) => yen / scale)}
        tickFormat={(n: number) => shortYen(Math.round(n * scale))}
        style={{ ...AXIS, grid: { stroke: 'none' } }}
      />
      <VictoryBar
        data={series}
        x="x"
        y="bookingCount"
        barRatio={0.7}
        // One day alone leaves Victory no spacing to size the bar by: it drew a 3 px line.
        barWidth={points.length === 1 ? 48 : undefined}
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
      {/* A dot on each day: one day alone (今日) has no line to draw, and still has its revenue. */}
      <VictoryScatter
        name="revenue-days"
        data={series}
        x="x"
        y={(d: Point) => d.totalPrice / scale}
        size={points.length > 31 ? 1.5 : 3}
        style={{ data: { fill: LINE } }}
      />
    </VictoryChart>
  );
}
