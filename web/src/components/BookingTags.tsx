import type { Intent } from '@blueprintjs/core';
import type { BookingStatus } from '../__generated__/graphql';
import { ja } from '../i18n/ja';
import { LightTag } from './LightTag';
import { paymentStatusLabel } from './paymentLabels';

const t = ja.bookings;

const STATUS_INTENT: Record<BookingStatus, Intent> = {
  BOOKED: 'success',
  PENDING: 'warning',
  CANCELLED: 'none',
  FAILED: 'danger',
};

// LightTag rather than Blueprint's Tag: these tags stand in every row of the booking lists, the day
// board and the dashboard's breakdown, and Tag measures its text as it mounts (a forced layout of
// the page and a second render of the tag, for each one).

/** 予約済み / 保留中 / キャンセル / 失敗 as a coloured tag. */
export function BookingStatusTag({ status }: { status: BookingStatus }) {
  return (
    <LightTag intent={STATUS_INTENT[status]} round minimal={status !== 'PENDING'}>
      {t.status[status]}
    </LightTag>
  );
}

const PAYMENT_INTENT: Record<string, Intent> = {
  paid: 'success',
  unpaid: 'warning',
  failed: 'danger',
  refunded: 'primary',
};

/** The provider's payment status (paid, unpaid, failed…) as a coloured tag, in Japanese when known. */
export function PaymentStatusTag({ status }: { status: string }) {
  const key = status.toLowerCase();
  const label = paymentStatusLabel(status);
  return (
    <LightTag intent={PAYMENT_INTENT[key] ?? 'none'} minimal round>
      {label}
    </LightTag>
  );
}
