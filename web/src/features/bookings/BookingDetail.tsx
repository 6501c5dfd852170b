import { Card, Tag } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { crossLinks } from '../../app/crossLinks';
import type {
  BookingAddOnFieldsFragment,
  BookingDetailFieldsFragment,
} from '../../__generated__/graphql';
import { formatDate, formatDateTime, formatYen } from '../../i18n/format';
import { gatewayStatusLabel, orderStatusLabel } from '../../components/paymentLabels';
import { ja } from '../../i18n/ja';
import { englishName, japaneseName, slotText } from './bookingFormat';
import { BookingStatusTag, PaymentStatusTag } from '../../components/BookingTags';
import { CancelBookingButton } from './CancelBookingButton';
import { DogList } from '../../components/detail/DogList';
import { PhoneLink, WebLink } from '../../components/SafeLink';
import { EmailAddress } from '../../components/detail/EmailAddress';
import { Facts } from '../../components/detail/Facts';
import { canCancel } from './useCancelBooking';
import { addOnsTotal, basePrice } from './priceBreakdown';
import { DetailCard } from '../../components/detail/DetailCard';
import type { TableColumn } from '../../components/table/column';
import { RowsTable } from '../../components/table/RowsTable';
import { ArrivalControls } from '../../components/arrival/ArrivalControls';
import type { ArrivalActions } from '../../components/arrival/useArrivalActions';
import { BookingNotes } from './BookingNotes';

const t = ja.bookings;
const d = t.detail;

const yesNo = (v: boolean) => (v ? d.yes : d.no);

const addOnColumns: TableColumn<BookingAddOnFieldsFragment>[] = [
  { id: 'title', header: d.addOnTitle, render: (a) => a.title },
  { id: 'type', header: d.addOnType, render: (a) => (a.type ? d.addOnTypes[a.type] : '—') },
  { id: 'unitPrice', header: d.unitPrice, align: 'end', render: (a) => formatYen(a.unitPrice) },
  { id: 'quantity', header: d.quantity, align: 'end', render: (a) => a.quantity ?? '—' },
];

function AddOnTable({ rows, label }: { rows: BookingAddOnFieldsFragment[]; label: string }) {
  if (rows.length === 0) return <p className="app-muted">{d.none}</p>;
  return (
    <RowsTable
      compact
      striped
      className="app-detail-table"
      name={label}
      naming="hidden-caption"
      columns={addOnColumns}
      rows={rows}
      rowKey={(a, i) => `${a.id ?? a.title}-${i}`}
    />
  );
}

/**
 * All a booking holds (docs/product.md §3), with cancel when it is pending, the desk's arrival
 * mark (check in, no-show, undo) and its notes.
 */
export function BookingDetail({
  booking: b,
  onCancel,
  arrivalActions,
}: {
  booking: BookingDetailFieldsFragment;
  onCancel(b: BookingDetailFieldsFragment): void;
  arrivalActions: ArrivalActions;
}) {
  const a = b.address;
  const base = basePrice(b);
  return (
    <div className="app-detail">
      <Card className="app-detail-summary">
        <div className="app-detail-head">
          <div>
            <div className="app-muted">{t.bookingNumber}</div>
            <div className="app-detail-number">{b.bookingNumber}</div>
          </div>
          <div className="app-detail-tags">
            <BookingStatusTag status={b.status} />
            <PaymentStatusTag status={b.paymentStatus} />
          </div>
          {canCancel(b) ? (
            <CancelBookingButton booking={b} onRequest={() => onCancel(b)} withText />
          ) : null}
        </div>
        <div className="app-detail-arrival" role="group" aria-label={t.arrivalSection}>
          <span className="app-muted">{t.arrivalSection}</span>
          <ArrivalControls booking={b} arrival={b.arrival} actions={arrivalActions} withBy />
        </div>
        <Facts
          items={[
            [d.package, b.packageTitle],
            [t.visit, `${formatDate(b.date)} ${slotText(b)}`],
            [t.customer, `${japaneseName(b)}（${englishName(b)}）`],
            [t.total, <strong key="total">{formatYen(b.totalPrice)}</strong>],
          ]}
        />
      </Card>
      <BookingNotes bookingId={b.id} notes={b.notes} />
      <div className="app-detail-grid">
        <DetailCard title={d.visitSection}>
          <Facts
            items={[
              [d.package, b.packageTitle],
              [d.date, formatDate(b.date)],
              [d.slot, slotText(b)],
              [d.arrivalTime, b.arrivalTime],
              [d.people, t.count(b.people)],
              [d.children, t.count(b.children)],
              [d.bigAndMediumDogs, t.dogCount(b.bigAndMediumDogs)],
              [d.smallDogs, t.dogCount(b.smallDogs)],
              [d.totalDogs, t.dogCount(b.totalDogs)],
              [d.bbq, yesNo(b.bbq)],
              [d.picnic, yesNo(b.picnic)],
            ]}
          />
        </DetailCard>
        <DetailCard title={d.customerSection}>
          <Facts
            items={[
              [d.name, japaneseName(b)],
              [d.englishName, englishName(b)],
              [d.email, b.email ? <EmailAddress key="email" email={b.email} link /> : ''],
              [d.phone, b.mobileNumber ? <PhoneLink phone={b.mobileNumber} /> : ''],
              [
                d.address,
                // Read as a Japanese address: prefecture, city (市区町村), then the town.
                [a.postalCode && `〒${a.postalCode}`, a.prefecture, a.city, a.district, a.apartment]
                  .filter(Boolean)
                  .join(' '),
              ],
              [
                d.user,
                b.userId ? (
                  <Link to={crossLinks.userDetails(b.userId)}>{d.userLink}</Link>
                ) : (
                  d.userDeleted
                ),
              ],
            ]}
          />
        </DetailCard>
        <DetailCard title={d.carSection}>
          <Facts
            items={[
              [d.name, [b.carPerson.lastName, b.carPerson.firstName].filter(Boolean).join(' ')],
              [d.phone, b.carPerson.mobileNumber],
              [d.carNumber, b.carPerson.carNumber],
            ]}
          />
        </DetailCard>
        <DetailCard title={d.dogsSection}>
          <Facts items={[[d.hasDog, yesNo(b.hasDog)]]} />
          <DogList
            dogs={b.dogs}
            vaccinated={d.vaccinated}
            tags={(dog) =>
              dog.size ? (
                <Tag minimal round className="app-detail-dog-size">
                  {d.dogSizes[dog.size]}
                </Tag>
              ) : null
            }
            links={(dog) =>
              dog.fileUrl ? (
                <>
                  {' '}
                  <WebLink url={dog.fileUrl}>{d.certificate}</WebLink>
                </>
              ) : null
            }
          />
        </DetailCard>
        <DetailCard title={d.addOnsSection}>
          <AddOnTable rows={b.addOns} label={d.addOnsSection} />
          <h3 className="app-detail-subtitle">{d.cartAddOns}</h3>
          <AddOnTable rows={b.cartAddOns} label={d.cartAddOns} />
        </DetailCard>
        <DetailCard title={d.chargesSection}>
          <Facts
            items={[
              ...(base === null ? [] : [[d.basePrice, formatYen(base)] as [string, string]]),
              [d.peopleExtra, formatYen(b.peopleExtraCharge)],
              [d.childrenExtra, formatYen(b.childrenExtraCharge)],
              [d.picnicExtra, formatYen(b.picnicExtraCharge)],
              [d.dogsExtra, formatYen(b.dogsExtraCharge)],
              [d.addOnsTotal, formatYen(addOnsTotal(b))],
              [t.total, <strong key="total">{formatYen(b.totalPrice)}</strong>],
              [d.amountReceived, formatYen(b.amountReceived)],
            ]}
          />
        </DetailCard>
        <DetailCard title={d.paymentSection}>
          <Facts
            items={[
              [d.provider, t.provider[b.paymentProvider]],
              [d.paymentStatus, <PaymentStatusTag key="p" status={b.paymentStatus} />],
              [d.gatewayStatus, gatewayStatusLabel(b.paymentGatewayStatus)],
              [d.paymentId, b.paymentId],
              [d.orderStatus, orderStatusLabel(b.orderStatus)],
              [d.cartId, b.cartId],
            ]}
          />
        </DetailCard>
        <DetailCard title={d.historySection}>
          <Facts
            items={[
              [t.bookedAt, formatDateTime(b.createdAt)],
              [d.updatedAt, formatDateTime(b.updatedAt)],
              [d.cancelledAt, formatDateTime(b.cancelledAt)],
            ]}
          />
        </DetailCard>
      </div>
    </div>
  );
}
