import type { BookingStatus } from '../../__generated__/graphql';
import { SelectFilter } from '../../components/list/SelectFilter';
import { ja } from '../../i18n/ja';
import { BOOKING_STATUSES } from './bookingList';

const t = ja.bookings;
const options = BOOKING_STATUSES.map((s) => ({ value: s, label: t.status[s] }));

/** すべて / 予約済み / 保留中 / キャンセル / 失敗 (kept in the URL as `status`). */
export function StatusFilter({
  value,
  onChange,
}: {
  value: BookingStatus | undefined;
  onChange(status: string): void;
}) {
  return (
    <SelectFilter
      label={t.statusHeader}
      allLabel={t.allStatuses}
      value={value ?? ''}
      options={options}
      onChange={onChange}
    />
  );
}
