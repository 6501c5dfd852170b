import { Card, H2, H3, Tag } from '@blueprintjs/core';
import type { DayBoardQuery } from '../../__generated__/graphql';
import type { ArrivalActions } from '../../components/arrival/useArrivalActions';
import { ja } from '../../i18n/ja';
import { ArrivalsTable } from './ArrivalsTable';
import { SlotState } from './SlotState';

const t = ja.dayBoard;
type BoardPackage = NonNullable<DayBoardQuery['dayBoard']>['packages'][number];

/**
 * One package of the day: each slot's capacity and state, then its arrivals (the first
 * `limits[i]` of slot i: the rest follow, see useRowBudget).
 */
export function PackageBoard({
  pkg,
  limits,
  actions,
}: {
  pkg: BoardPackage;
  limits: number[];
  actions: ArrivalActions;
}) {
  return (
    <Card className="app-dayboard-package" aria-labelledby={`pkg-${pkg.packageId}`}>
      <H2 id={`pkg-${pkg.packageId}`} className="app-dayboard-package-title">
        {pkg.packageTitle}
        {pkg.isHoliday ? (
          <Tag intent="danger" round className="app-dayboard-holiday">
            {t.holidayPackage}
          </Tag>
        ) : null}
      </H2>
      {pkg.slots.map((s, i) => {
        const label = s.label ?? t.wholeDay;
        return (
          <section key={label} className={`app-dayboard-slot is-${s.state.toLowerCase()}`}>
            <header className="app-dayboard-slot-head">
              <H3 className="app-dayboard-slot-title">{label}</H3>
              <span className="app-dayboard-capacity" aria-label={t.capacityLabel}>
                {t.capacity(s.held, s.inventory)}
              </span>
              <span className="app-muted">{t.heldDetail(s.booked, s.pending)}</span>
              <span>{t.remaining(s.remaining)}</span>
              <SlotState state={s.state} />
            </header>
            <ArrivalsTable
              arrivals={s.arrivals}
              limit={limits[i] ?? s.arrivals.length}
              label={t.arrivalsLabel(`${pkg.packageTitle} ${label}`)}
              actions={actions}
            />
          </section>
        );
      })}
    </Card>
  );
}
