import { HTMLTable, Tag } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import type { DayBoardArrivalFieldsFragment } from '../../__generated__/graphql';
import { ja } from '../../i18n/ja';
import { crossLinks } from '../../app/crossLinks';
import { addOnsText, fullName } from './arrivalText';

const t = ja.dayBoard;
const c = t.columns;

const extras = (b: DayBoardArrivalFieldsFragment): string =>
  [b.bbq ? t.bbq : null, b.picnic ? t.picnic : null].filter(Boolean).join(' / ') || t.none;

/** The arrivals of one slot (the first `limit` of them for now); pending and unpaid stand out. */
export function ArrivalsTable({
  arrivals,
  limit,
  label,
}: {
  arrivals: DayBoardArrivalFieldsFragment[];
  limit: number;
  label: string;
}) {
  if (arrivals.length === 0) return <p className="app-muted app-dayboard-empty">{t.noArrivals}</p>;
  return (
    // Its own frame scrolls sideways where the screen is narrower than the table (phones).
    <div className="app-dayboard-arrivals-frame">
      <HTMLTable compact striped className="app-dayboard-arrivals" aria-label={label}>
        <thead>
          <tr>
            <th scope="col">{c.bookingNumber}</th>
            <th scope="col">{c.name}</th>
            <th scope="col">{c.nameEn}</th>
            <th scope="col">{c.party}</th>
            <th scope="col">{c.addOns}</th>
            <th scope="col">{c.extras}</th>
            <th scope="col">{c.arrival}</th>
            <th scope="col">{c.phone}</th>
            <th scope="col">{c.payment}</th>
          </tr>
        </thead>
        <tbody>
          {arrivals.slice(0, limit).map((b) => {
            const pending = b.status === 'PENDING';
            const paid = b.paymentStatus === 'paid';
            return (
              <tr key={b.id} className={pending ? 'is-pending' : undefined}>
                <th scope="row">
                  <Link to={crossLinks.bookingDetails(b.id)}>{b.bookingNumber}</Link>
                </th>
                <td>{fullName(b.lastName, b.firstName)}</td>
                <td>{fullName(b.englishFirstName, b.englishLastName)}</td>
                <td>{t.party(b.people, b.children, b.bigAndMediumDogs, b.smallDogs)}</td>
                <td>{addOnsText(b.addOns, '、') || t.none}</td>
                <td>{extras(b)}</td>
                <td>{b.arrivalTime}</td>
                <td className="app-dayboard-phone">{b.mobileNumber}</td>
                <td className="app-dayboard-payment">
                  {pending ? (
                    <Tag intent="warning" round>
                      {t.pending}
                    </Tag>
                  ) : null}{' '}
                  <Tag intent={paid ? 'success' : 'danger'} minimal={paid} round>
                    {paid ? t.paid : t.unpaid}
                  </Tag>
                </td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
    </div>
  );
}
