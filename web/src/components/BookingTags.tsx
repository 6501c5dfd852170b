import { Tag, type Intent } from '@blueprintjs/core';
import type { BookingStatus } from '../__generated__/graphql';
import { ja } from '../i18n/ja';
import { paymentStatusLabel } from './paymentLabels';

const t = ja.bookings;

const STATUS_INTENT: Record<BookingStatus, Intent> = {
  BOOKED: 'success',
  PENDING: 'warning',
  CANCELLED: 'none',
  FAILED: 'danger',
};

/** 予約済み / 保留中 / キャンセル / 失敗 as a coloured tag. */
export function BookingStatusTag({ status }: { status: BookingStatus }) {
  return (
    <Tag intent={STATUS_INTENT[status]} round minimal={status !== 'PENDING'}>
      {t.status[status]}
    </Tag>
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
    <Tag intent={PAYMENT_INTENT[key] ?? 'none'} minimal round>
      {label}
    </Tag>
  );
}
