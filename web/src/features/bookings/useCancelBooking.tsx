import { BanCircleIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import {
  useCancelBookingMutation,
  type BookingRowFieldsFragment,
} from '../../__generated__/graphql';
import { evictLists } from '../../components/mutations/cacheUpdates';
import { useSnackbar } from '../../components/feedback/SnackbarContext';
import { useShowError } from '../../components/feedback/useShowError';
import { formatDate } from '../../i18n/format';
import { ja } from '../../i18n/ja';
import { japaneseName } from './bookingFormat';
import { LazyAlert } from '../../components/lazyOverlays';

const t = ja.bookings;

/** Every cached list a cancel changes (the booking itself is updated from the answer). */
export const BOOKING_LISTS = [
  'bookings',
  'bookingsByBookingDate',
  'pendingBookings',
  'cancelledBookings',
  'userBookings',
  'dashboard',
  'dashboardGraph',
  'dashboardMonths',
] as const;

/** Only a pending booking can be cancelled (docs/product.md §4). */
export const canCancel = (b: Pick<BookingRowFieldsFragment, 'status'>) => b.status === 'PENDING';

/**
 * Cancel of a pending booking after a confirm: `request(booking)` opens the dialog, `dialog` is
 * rendered by the screen. Resolves `onCancelled` once the gateway has cancelled it.
 */
export function useCancelBooking(onCancelled?: () => void) {
  const snackbar = useSnackbar();
  const showError = useShowError();
  const [pending, setPending] = useState<BookingRowFieldsFragment | null>(null);
  const [cancelM, { loading }] = useCancelBookingMutation({
    update: (cache) => evictLists(cache, BOOKING_LISTS),
  });

  const confirm = async () => {
    if (!pending) return;
    try {
      const { data } = await cancelM({ variables: { id: pending.id } });
      if (data) snackbar.show({ message: ja.toast.booking.cancelled });
      onCancelled?.();
    } catch (e) {
      showError(e);
    } finally {
      setPending(null);
    }
  };

  const dialog = (
    <LazyAlert
      isOpen={pending !== null}
      intent="danger"
      icon={<BanCircleIcon />}
      confirmButtonText={t.cancelConfirm}
      cancelButtonText={t.cancelKeep}
      loading={loading}
      onConfirm={() => void confirm()}
      onCancel={() => setPending(null)}
      canEscapeKeyCancel
    >
      <p>
        <strong>{t.cancelTitle}</strong>
      </p>
      <p>
        {pending
          ? t.cancelMessage(pending.bookingNumber, japaneseName(pending), formatDate(pending.date))
          : null}
      </p>
    </LazyAlert>
  );

  return { request: (b: BookingRowFieldsFragment) => setPending(b), dialog };
}
