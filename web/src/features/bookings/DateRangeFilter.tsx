import { HTMLSelect, Intent } from '@blueprintjs/core';
import { DateInput3 } from '@blueprintjs/datetime2';
import { CalendarIcon } from '@blueprintjs/icons';
import dateFnsJa from 'date-fns/locale/ja';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useId } from 'react';
import type { BookingStatus } from '../../__generated__/graphql';
import { dayjs } from '../../i18n/format';
import { ja } from '../../i18n/ja';
import { BOOKING_STATUSES } from './bookingFilters';
import '@blueprintjs/datetime2/lib/css/blueprint-datetime2.css';
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';

dayjs.extend(customParseFormat);

const t = ja.bookings;

function DayInput({
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
      <DateInput3
        value={value || null}
        onChange={(iso) => onChange(iso ? iso.slice(0, 10) : '')}
        locale={dateFnsJa}
        formatDate={(d) => dayjs(d).format('YYYY/MM/DD')}
        parseDate={(s) => {
          const d = dayjs(
            s.replace(/[年月]/g, '/').replace('日', ''),
            ['YYYY/M/D', 'YYYY-M-D'],
            true,
          );
          return d.isValid() ? d.toDate() : false;
        }}
        placeholder={ja.form.datePlaceholder}
        invalidDateMessage={ja.validation.invalidDate}
        minDate={dayjs('2000-01-01').toDate()}
        maxDate={dayjs().add(10, 'year').endOf('year').toDate()}
        highlightCurrentDay
        showActionsBar
        todayButtonText={t.today}
        clearButtonText={t.clear}
        popoverProps={{ placement: 'bottom-start' }}
        inputProps={{
          id,
          leftIcon: <CalendarIcon />,
          intent: invalid ? Intent.DANGER : Intent.NONE,
          className: 'app-filter-date',
        }}
      />
    </span>
  );
}

/** Start and end day of a booking list (kept in the URL as `from` and `to`). */
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
    <div className="app-filter-range" role="group" aria-label={t.rangeLabel}>
      <DayInput label={startLabel} value={from} onChange={(v) => onChange({ from: v })} />
      <span aria-hidden="true" className="app-filter-dash">
        〜
      </span>
      <DayInput
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

/** すべて / 予約済み / 保留中 / キャンセル / 失敗 (kept in the URL as `status`). */
export function StatusFilter({
  value,
  onChange,
}: {
  value: BookingStatus | undefined;
  onChange(status: string): void;
}) {
  const id = useId();
  return (
    <span className="app-filter-field">
      <label htmlFor={id}>{t.statusHeader}</label>
      <HTMLSelect id={id} value={value ?? ''} onChange={(e) => onChange(e.currentTarget.value)}>
        <option value="">{t.allStatuses}</option>
        {BOOKING_STATUSES.map((s) => (
          <option key={s} value={s}>
            {t.status[s]}
          </option>
        ))}
      </HTMLSelect>
    </span>
  );
}
