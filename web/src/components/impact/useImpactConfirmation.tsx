import { useApolloClient } from '@apollo/client';
import { useRef, useState } from 'react';
import type {
  BookingImpactInput,
  BookingImpactQuery,
  BookingImpactQueryVariables,
} from '../../__generated__/graphql';
import { ImpactConfirmation, type Impact } from './ImpactConfirmation';

/**
 * Asks the gateway which bookings a change would strand and, when any, asks the user to confirm:
 * `confirm(change)` resolves to the count the user accepted (0 at once when no booking is
 * affected; bookings of the days that could not be read count too, as they may be affected),
 * which the save sends as `acceptStranded`, or null when the user goes back to the form. A failed
 * look-up rejects, so the save fails with its message.
 */
export function useImpactConfirmation() {
  const client = useApolloClient();
  const [impact, setImpact] = useState<Impact | null>(null);
  const answer = useRef<(save: boolean) => void>(() => undefined);

  const confirm = async (change: BookingImpactInput): Promise<number | null> => {
    // Loaded here, not imported: every form (the sign-in's too) uses this hook, and the sign-in
    // page's bundle holds none of the admin's operations (tests/build/signInBundle.test.ts).
    const { BookingImpactDocument } = await import('../../__generated__/graphql');
    const { data } = await client.query<BookingImpactQuery, BookingImpactQueryVariables>({
      query: BookingImpactDocument,
      variables: { change },
      fetchPolicy: 'network-only',
    });
    const found = data?.bookingImpact;
    // Bookings it could not read may be stranded too: the user confirms those as well.
    if (!found) return 0;
    const stranded = found.count + found.leftOutBookings;
    if (stranded === 0) return 0;
    return new Promise<number | null>((resolve) => {
      answer.current = (save) => resolve(save ? stranded : null);
      setImpact(found);
    });
  };

  const close = (save: boolean) => {
    setImpact(null);
    answer.current(save);
  };

  const dialog = (
    <ImpactConfirmation
      impact={impact}
      onConfirm={() => close(true)}
      onCancel={() => close(false)}
    />
  );
  return { confirm, dialog };
}
