import { HTMLSelect } from '@blueprintjs/core';
import { useId } from 'react';
import type { BookingStatus } from '../../__generated__/graphql';
import { ja } from '../../i18n/ja';
import { BOOKING_STATUSES } from './bookingList';

const t = ja.bookings;

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
