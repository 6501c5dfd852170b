import { useId } from 'react';
import { ja } from '../../i18n/ja';
import { LazyDayInput } from './LazyDayInput';
import '../list/filterField.css';

function FilterDay({
  label,
  value,
  onChange,
  invalid,
}: {
  label: string;
  value: string;
  onChange(day: string): void;
  invalid?: boolean;
}) {
  const id = useId();
  return (
    <span className="app-filter-field">
      <label htmlFor={id}>{label}</label>
      <LazyDayInput
        id={id}
        value={value}
        onChange={onChange}
        invalid={invalid}
        actionsBar
        inputProps={{ className: 'app-filter-date' }}
      />
    </span>
  );
}

/** Start and end day of a list or the dashboard (kept in the URL as `from` and `to`). */
export function DateRangeFilter({
  from,
  to,
  onChange,
  startLabel,
  endLabel,
  invalid,
}: {
  from: string;
  to: string;
  onChange(patch: { from?: string; to?: string }): void;
  startLabel: string;
  endLabel: string;
  /** The end is before the start. */
  invalid: boolean;
}) {
  return (
    <div className="app-filter-range" role="group" aria-label={ja.bookings.rangeLabel}>
      <FilterDay label={startLabel} value={from} onChange={(v) => onChange({ from: v })} />
      <span aria-hidden="true" className="app-filter-dash">
        〜
      </span>
      <FilterDay
        label={endLabel}
        value={to}
        onChange={(v) => onChange({ to: v })}
        invalid={invalid}
      />
      {invalid ? (
        <span role="alert" className="app-filter-error">
          {ja.validation.endBeforeStart}
        </span>
      ) : null}
    </div>
  );
}
