import { useState } from 'react';
import {
  useCheckInBookingMutation,
  useMarkNoShowMutation,
  useUndoArrivalMutation,
  type ArrivalFieldsFragment,
} from '../../__generated__/graphql';
import { ja } from '../../i18n/ja';
import { useSnackbar } from '../feedback/SnackbarContext';
import { useShowError } from '../feedback/useShowError';

/** The booking an arrival mark is made on. */
export interface ArrivingBooking {
  id: string;
  bookingNumber: string;
}

export type ArrivalAction = 'checkIn' | 'noShow' | 'undo';

/** What a screen does with the arrival as it is now (the day board keeps its own copy). */
export type OnArrival = (bookingId: string, arrival: ArrivalFieldsFragment) => void;

const toasts: Record<ArrivalAction, (n: string) => string> = {
  checkIn: ja.toast.arrival.checkedIn,
  noShow: ja.toast.arrival.noShow,
  undo: ja.toast.arrival.undone,
};

/**
 * Check in, no-show and undo of a booking's arrival: each says so in the snackbar, or shows why
 * it failed. The booking's cached `arrival` follows the answer; `onArrival` gets it too.
 * `busyId`: the booking whose mark is being saved.
 */
export function useArrivalActions(onArrival?: OnArrival) {
  const snackbar = useSnackbar();
  const showError = useShowError();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [checkIn] = useCheckInBookingMutation();
  const [noShow] = useMarkNoShowMutation();
  const [undo] = useUndoArrivalMutation();

  const send = async (action: ArrivalAction, id: string) => {
    const variables = { id };
    switch (action) {
      case 'checkIn':
        return (await checkIn({ variables })).data?.checkInBooking.arrival;
      case 'noShow':
        return (await noShow({ variables })).data?.markNoShow.arrival;
      case 'undo':
        return (await undo({ variables })).data?.undoArrival.arrival;
    }
  };

  const run = async (action: ArrivalAction, booking: ArrivingBooking) => {
    setBusyId(booking.id);
    try {
      const arrival = await send(action, booking.id);
      if (arrival) {
        onArrival?.(booking.id, arrival);
        snackbar.show({ message: toasts[action](booking.bookingNumber) });
      }
    } catch (error) {
      showError(error);
    } finally {
      setBusyId(null);
    }
  };

  return { busyId, run };
}

export type ArrivalActions = ReturnType<typeof useArrivalActions>;
