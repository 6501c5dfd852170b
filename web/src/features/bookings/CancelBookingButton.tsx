import { Button } from '@blueprintjs/core';
import { BanCircleIcon } from '@blueprintjs/icons';
import type { BookingRowFieldsFragment } from '../../__generated__/graphql';
import { ja } from '../../i18n/ja';

/** キャンセル of a pending booking (the caller shows it only for pending ones). */
export function CancelBookingButton({
  booking,
  onRequest,
  withText,
}: {
  booking: BookingRowFieldsFragment;
  onRequest(b: BookingRowFieldsFragment): void;
  withText?: boolean;
}) {
  return (
    <Button
      variant={withText ? 'outlined' : 'minimal'}
      intent="danger"
      icon={<BanCircleIcon />}
      text={withText ? ja.bookings.cancelAction : undefined}
      aria-label={ja.bookings.cancelRow(booking.bookingNumber)}
      title={ja.bookings.cancelAction}
      onClick={() => onRequest(booking)}
    />
  );
}
