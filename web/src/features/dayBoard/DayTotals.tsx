import type { DayBoardQuery } from '../../__generated__/graphql';
import { ja } from '../../i18n/ja';

const t = ja.dayBoard;
type Totals = NonNullable<DayBoardQuery['dayBoard']>['totals'];

function Figures({
  label,
  items,
  className,
}: {
  label: string;
  items: [string, string][];
  className: string;
}) {
  return (
    <section className={className} aria-label={label}>
      <dl>
        {items.map(([name, value]) => (
          <div key={name} className="app-dayboard-total">
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * The desk's count of the day (到着済み / 到着予定 / 不着, — when the gateway could not read
 * them), then the day's sums: bookings (booked / pending), people, children, dogs by size.
 */
export function DayTotals({ totals }: { totals: Totals }) {
  const desk = totals.arrivals;
  const count = (n: number | undefined) => (n === undefined ? t.none : t.count(n));
  return (
    <div className="app-dayboard-figures">
      <Figures
        className="app-dayboard-desk-counts"
        label={t.deskLabel}
        items={[
          [t.checkedIn, count(desk?.checkedIn)],
          [t.expected, count(desk?.expected)],
          [t.noShows, count(desk?.noShows)],
        ]}
      />
      <Figures
        className="app-dayboard-totals"
        label={t.totalsLabel}
        items={[
          [t.bookings, t.count(totals.bookings)],
          [t.booked, t.count(totals.booked)],
          [t.pending, t.count(totals.pending)],
          [t.people, t.persons(totals.people)],
          [t.children, t.persons(totals.children)],
          [t.bigDogs, t.animals(totals.bigAndMediumDogs)],
          [t.smallDogs, t.animals(totals.smallDogs)],
          [t.dogs, t.animals(totals.dogs)],
        ]}
      />
    </div>
  );
}
