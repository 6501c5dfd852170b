import { Tag } from '@blueprintjs/core';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { DayBoardArrivalFieldsFragment } from '../../__generated__/graphql';
import { ja } from '../../i18n/ja';
import { crossLinks } from '../../app/crossLinks';
import { ArrivalControls } from '../../components/arrival/ArrivalControls';
import type { ArrivalActions } from '../../components/arrival/useArrivalActions';
import type { TableColumn } from '../../components/table/column';
import { RowsTable } from '../../components/table/RowsTable';
import { addOnsText, fullName } from './arrivalText';

const t = ja.dayBoard;
const c = t.columns;

const extras = (b: DayBoardArrivalFieldsFragment): string =>
  [b.bbq ? t.bbq : null, b.picnic ? t.picnic : null].filter(Boolean).join(' / ') || t.none;

const isPending = (b: DayBoardArrivalFieldsFragment) => b.status === 'PENDING';

/** Pending (to confirm) and whether it is paid, as tags. */
function PaymentTags({ arrival: b }: { arrival: DayBoardArrivalFieldsFragment }) {
  const paid = b.paymentStatus === 'paid';
  return (
    <>
      {isPending(b) ? (
        <Tag intent="warning" round>
          {t.pending}
        </Tag>
      ) : null}{' '}
      <Tag intent={paid ? 'success' : 'danger'} minimal={paid} round>
        {paid ? t.paid : t.unpaid}
      </Tag>
    </>
  );
}

const numberColumn: TableColumn<DayBoardArrivalFieldsFragment> = {
  id: 'bookingNumber',
  header: c.bookingNumber,
  rowHeader: true,
  render: (b) => <Link to={crossLinks.bookingDetails(b.id)}>{b.bookingNumber}</Link>,
};

/** The desk's column, next to the number: on a phone it shows without scrolling sideways. */
const deskColumn = (actions: ArrivalActions): TableColumn<DayBoardArrivalFieldsFragment> => ({
  id: 'desk',
  header: c.desk,
  cellClassName: 'app-dayboard-desk',
  render: (b) => <ArrivalControls booking={b} arrival={b.arrival} actions={actions} compact />,
});

const detailColumns: TableColumn<DayBoardArrivalFieldsFragment>[] = [
  {
    // The English name under the Japanese one: room for the desk's column.
    id: 'name',
    header: c.name,
    render: (b) => (
      <span className="app-dayboard-name">
        <span>{fullName(b.lastName, b.firstName)}</span>
        <span className="app-muted">{fullName(b.englishFirstName, b.englishLastName)}</span>
      </span>
    ),
  },
  {
    id: 'party',
    header: c.party,
    render: (b) => t.party(b.people, b.children, b.bigAndMediumDogs, b.smallDogs),
  },
  { id: 'addOns', header: c.addOns, render: (b) => addOnsText(b.addOns, '、') || t.none },
  { id: 'extras', header: c.extras, render: extras },
  { id: 'arrival', header: c.arrival, render: (b) => b.arrivalTime },
  {
    id: 'phone',
    header: c.phone,
    cellClassName: 'app-dayboard-phone',
    render: (b) => b.mobileNumber,
  },
  {
    id: 'payment',
    header: c.payment,
    cellClassName: 'app-dayboard-payment',
    render: (b) => <PaymentTags arrival={b} />,
  },
];

/**
 * The arrivals of one slot (the first `limit` of them for now), each with its desk controls;
 * pending and unpaid stand out.
 */
export function ArrivalsTable({
  arrivals,
  limit,
  label,
  actions,
}: {
  arrivals: DayBoardArrivalFieldsFragment[];
  limit: number;
  label: string;
  actions: ArrivalActions;
}) {
  const columns = useMemo(() => [numberColumn, deskColumn(actions), ...detailColumns], [actions]);
  if (arrivals.length === 0) return <p className="app-muted app-dayboard-empty">{t.noArrivals}</p>;
  return (
    // Its own frame scrolls sideways where the screen is a little narrower than the table
    // (a tablet); on a phone each arrival is a card.
    <div className="app-dayboard-arrivals-frame">
      <RowsTable
        compact
        striped
        cardsOnPhone
        className="app-dayboard-arrivals"
        name={label}
        columns={columns}
        rows={arrivals.slice(0, limit)}
        rowKey={(b) => b.id}
        rowClassName={(b) => (isPending(b) ? 'is-pending' : undefined)}
      />
    </div>
  );
}
