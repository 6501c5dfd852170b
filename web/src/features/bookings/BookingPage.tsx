import { Callout } from '@blueprintjs/core';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { BookingDocument, type BookingQuery } from '../../__generated__/graphql';
import { useRecordQuery } from '../../components/query/useRecordQuery';
import { RecordPending } from '../../components/form/RecordPending';
import { BackLinkButton } from '../../components/BackLinkButton';
import { listReturnPath } from '../../components/list/listReturn';
import { PageHeader } from '../../components/pages/PageHeader';
import { ja } from '../../i18n/ja';
import { BookingDetail } from './BookingDetail';
import { CustomerLookup } from './CustomerLookup';
import { bookingListFrom, bookingLists, type BookingListKey } from './paths';
import { useCancelBooking } from './useCancelBooking';
import { UserBookingsList } from './UserBookingsList';
import './bookings.css';
import { DetailCard } from '../../components/detail/DetailCard';
import { useArrivalActions } from '../../components/arrival/useArrivalActions';

const t = ja.bookings;

const listTitles: Record<BookingListKey, string> = {
  all: t.allTitle,
  cancelled: t.cancelledTitle,
  'by-date': t.byDateTitle,
  pending: t.pendingTitle,
};

/**
 * /profile/add-new-profile/:id: a booking with everything it holds and the look-up of its user's
 * bookings; /profile/add-new-profile: the look-up by booking number or customer (`?user=`).
 */
export default function BookingPage() {
  const { id } = useParams();
  const [params, setParams] = useSearchParams();
  // The list this booking was opened from (`?list=`): the menu keeps it open, the header links back.
  const origin = bookingListFrom(useLocation().search);
  const backTo = listReturnPath(bookingLists[origin]);
  const { data, loading, error, refetch } = useRecordQuery<BookingQuery>(BookingDocument, id, {
    fetchPolicy: 'cache-and-network',
  });
  const cancel = useCancelBooking(() => void refetch().catch(() => undefined));
  // The answer updates the cached booking's arrival: the page follows it.
  const arrivalActions = useArrivalActions();
  const booking = data?.booking;
  const userId = booking?.userId ?? (id ? '' : (params.get('user') ?? ''));

  let main = null;
  if (id && !booking) {
    main = <RecordPending loading={loading} error={error} refetch={refetch} backTo={backTo} />;
  } else if (booking) {
    main = (
      <BookingDetail booking={booking} onCancel={cancel.request} arrivalActions={arrivalActions} />
    );
  } else {
    main = (
      <CustomerLookup
        userId={userId}
        onUser={(user) =>
          setParams((p) => {
            const next = new URLSearchParams(p);
            next.set('user', user);
            next.delete('page');
            return next;
          })
        }
      />
    );
  }

  return (
    <>
      <PageHeader
        title={booking ? t.detailTitle(booking.bookingNumber) : t.lookupTitle}
        actions={id ? <BackLinkButton to={backTo} text={t.backToList(listTitles[origin])} /> : null}
      />
      {main}
      {userId ? (
        <DetailCard title={t.userBookings} className="app-user-bookings">
          <UserBookingsList key={userId} userId={userId} onCancel={cancel.request} />
        </DetailCard>
      ) : booking ? (
        <Callout className="app-form-callout">{t.detail.userDeleted}</Callout>
      ) : null}
      {cancel.dialog}
    </>
  );
}
