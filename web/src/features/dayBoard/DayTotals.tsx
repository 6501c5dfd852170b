import type { DayBoardQuery } from '../../__generated__/graphql';
import { ja } from '../../i18n/ja';

const t = ja.dayBoard;
type Totals = NonNullable<DayBoardQuery['dayBoard']>['totals'];

/** The day's sums: bookings (booked / pending), people, children, dogs by size. */
export function DayTotals({ totals }: { totals: Totals }) {
  const items: [string, string][] = [
    [t.bookings, t.count(totals.bookings)],
    [t.booked, t.count(totals.booked)],
    [t.pending, t.count(totals.pending)],
    [t.people, t.persons(totals.people)],
    [t.children, t.persons(totals.children)],
    [t.bigDogs, t.animals(totals.bigAndMediumDogs)],
    [t.smallDogs, t.animals(totals.smallDogs)],
    [t.dogs, t.animals(totals.dogs)],
  ];
  return (
    <section className="app-dayboard-totals" aria-label={t.totalsLabel}>
      <dl>
        {items.map(([label, value]) => (
          <div key={label} className="app-dayboard-total">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
