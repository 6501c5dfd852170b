import { Card, Classes, H2, HTMLSelect } from '@blueprintjs/core';
import { useId, useMemo } from 'react';
import { useDashboardMonthsQuery } from '../../__generated__/graphql';
import { cx } from '../../components/cx';
import { todayInJapan } from '../../components/date/businessDay';
import { useListFilters } from '../../components/list/useListFilters';
import type { TableColumn } from '../../components/table/column';
import { RowsTable } from '../../components/table/RowsTable';
import { dayjs, formatYen } from '../../i18n/format';
import { ja } from '../../i18n/ja';

const t = ja.dashboard;
const MONTH = /^\d{4}-\d{2}$/;

/** Months offered: five years back to one year ahead, newest first. */
function monthOptions(): string[] {
  const start = dayjs(`${todayInJapan().slice(0, 7)}-01`).add(12, 'month');
  return Array.from({ length: 72 }, (_, i) => start.subtract(i, 'month').format('YYYY-MM'));
}

const monthLabel = (ym: string) => dayjs(`${ym}-01`).format('YYYY年M月');

/** A line of the monthly table: a month (or the sum, `month` empty) and its figures. */
interface MonthRow {
  month: string;
  label: string;
  count: number;
  price: number;
}

const columns: TableColumn<MonthRow>[] = [
  { id: 'month', header: t.month, rowHeader: true, render: (r) => r.label },
  { id: 'count', header: t.bookingCount, align: 'end', render: (r) => t.bookings(r.count) },
  { id: 'price', header: t.totalPrice, align: 'end', render: (r) => formatYen(r.price) },
];

/** One end of the monthly search: its label and the months to choose from. */
function MonthSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: string[];
  onChange(month: string): void;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <HTMLSelect id={id} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        {options.map((m) => (
          <option key={m} value={m}>
            {monthLabel(m)}
          </option>
        ))}
      </HTMLSelect>
    </>
  );
}

/**
 * The months shown before any are chosen: those of the screen's day range when it spans more than
 * one month, else the twelve months up to its month (up to this month without a range).
 */
export function defaultMonths(days: { from: string; to: string } | undefined): {
  from: string;
  to: string;
} {
  const to = (days?.to ?? todayInJapan()).slice(0, 7);
  const from = days?.from.slice(0, 7);
  return from && from < to
    ? { from, to }
    : { from: dayjs(`${to}-01`).subtract(11, 'month').format('YYYY-MM'), to };
}

/**
 * The monthly search: booked bookings and revenue per month over the chosen months (`mfrom`,
 * `mto`); until months are chosen, it follows the screen's day range (`days`, the dashboard's).
 */
export function MonthlyTotals({ days }: { days?: { from: string; to: string } }) {
  const filters = useListFilters(['mfrom', 'mto'] as const);
  const options = useMemo(() => monthOptions(), []);
  const shown = defaultMonths(days);
  const mto = MONTH.test(filters.values.mto) ? filters.values.mto : shown.to;
  const mfrom = MONTH.test(filters.values.mfrom) ? filters.values.mfrom : shown.from;
  const invalid = mfrom > mto;
  const range = {
    startDate: `${mfrom}-01`,
    endDate: dayjs(`${mto}-01`).endOf('month').format('YYYY-MM-DD'),
  };
  const { data, previousData, loading } = useDashboardMonthsQuery({
    variables: { range },
    skip: invalid,
    fetchPolicy: 'cache-and-network',
  });
  const months = (data ?? previousData)?.dashboardMonths?.months;
  const rows = months?.map((m): MonthRow => ({
    month: m.month,
    label: monthLabel(m.month),
    count: m.bookingCount,
    price: m.totalPrice,
  }));
  const total = rows?.reduce(
    (s, r): MonthRow => ({ ...s, count: s.count + r.count, price: s.price + r.price }),
    { month: '', label: t.sum, count: 0, price: 0 },
  );
  const busy = !months && loading;

  return (
    <Card className="app-dash-card">
      <div className="app-dash-card-head">
        <H2 className="app-dash-title">{t.monthlyTitle}</H2>
        <div className="app-dash-months" role="search" aria-label={t.monthlySearch}>
          <MonthSelect
            label={t.monthFrom}
            value={mfrom}
            options={options}
            onChange={(month) => filters.set({ mfrom: month })}
          />
          <MonthSelect
            label={t.monthTo}
            value={mto}
            options={options}
            onChange={(month) => filters.set({ mto: month })}
          />
        </div>
      </div>
      {invalid ? (
        <p role="alert" className="app-filter-error">
          {t.monthOrder}
        </p>
      ) : (
        <div className="app-dash-months-table">
          <RowsTable
            compact
            className={cx('app-detail-table', busy && Classes.SKELETON)}
            name={t.monthlyTitle}
            naming="hidden-caption"
            columns={columns}
            rows={rows ?? []}
            rowKey={(r) => r.month}
            footer={total}
          />
        </div>
      )}
    </Card>
  );
}
