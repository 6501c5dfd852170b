import {
  Button,
  ButtonGroup,
  Callout,
  FormGroup,
  HTMLTable,
  Spinner,
  Tag,
} from '@blueprintjs/core';
import { ChevronLeftIcon, ChevronRightIcon } from '@blueprintjs/icons';
import { useFormikContext } from 'formik';
import { useMemo, useState } from 'react';
import { useAvailabilityCalendarQuery } from '../../__generated__/graphql';
import { cx } from '../../components/cx';
import { LoadFailure } from '../../components/form/LoadFailure';
import { dayjs, formatDate } from '../../i18n/format';
import { ja } from '../../i18n/ja';
import type { AvailabilityValues } from './availabilitySchema';
import {
  MAX_GRID_DAYS,
  daysBetween,
  monthWeeks,
  monthsBetween,
  pickKey,
  picksWithin,
  seasonOfDay,
  toggleDay,
  togglePick,
  type SlotPick,
} from './calendar';
import { availabilityPaths } from './paths';

const t = ja.availability;
const WEEKDAYS = ['日', '月', '火', '水', '木', '金', '土'];

/**
 * The days of the availability as a month calendar; each day offers the time slots of its season.
 * Choosing a slot adds it to the selection, choosing it again removes it.
 */
export function SlotCalendar({ packageId }: { packageId: string }) {
  const { values, setFieldValue } = useFormikContext<AvailabilityValues>();
  const { startDate, endDate, slots } = values;
  const { data, loading, error, refetch } = useAvailabilityCalendarQuery({
    variables: { packageId },
    skip: !packageId,
  });
  const [monthAt, setMonthAt] = useState(0);
  const months = useMemo(() => monthsBetween(startDate, endDate), [startDate, endDate]);
  const dayCount = useMemo(() => daysBetween(startDate, endDate).length, [startDate, endDate]);
  const picked = useMemo(() => new Set(slots.map((p) => pickKey(p.date, p.slotIndex))), [slots]);
  const priced = useMemo(
    () => new Set((data?.package?.seasonPrices ?? []).map((s) => s.seasonId)),
    [data],
  );
  const seasons = data?.seasons?.items ?? [];
  const inRange = picksWithin(slots, startDate, endDate).length;

  let body;
  if (!startDate || !endDate || endDate < startDate) {
    body = <p className="app-muted">{t.gridNeedsDates}</p>;
  } else if (dayCount > MAX_GRID_DAYS) {
    body = (
      <Callout intent="warning" className="app-form-callout">
        {t.gridTooLong(MAX_GRID_DAYS)}
      </Callout>
    );
  } else if (!data?.package || !data.seasons) {
    body = loading ? (
      <Spinner size={24} aria-label={ja.app.loading} />
    ) : (
      <LoadFailure
        error={error}
        onRetry={() => void refetch().catch(() => undefined)}
        backTo={availabilityPaths.list}
      />
    );
  } else {
    const index = Math.min(monthAt, months.length - 1);
    const month = months[index]!;
    const set = (next: SlotPick[]) => void setFieldValue('slots', next);
    body = (
      <>
        <div className="app-cal-nav">
          <Button
            variant="minimal"
            icon={<ChevronLeftIcon />}
            aria-label={t.previousMonth}
            disabled={index === 0}
            onClick={() => setMonthAt(index - 1)}
          />
          <strong className="app-cal-month" aria-live="polite">
            {dayjs(`${month}-01`).format('YYYY年M月')}
          </strong>
          <Button
            variant="minimal"
            icon={<ChevronRightIcon />}
            aria-label={t.nextMonth}
            disabled={index === months.length - 1}
            onClick={() => setMonthAt(index + 1)}
          />
          <Tag minimal intent={inRange > 0 ? 'primary' : 'none'} className="app-cal-count">
            {t.slotsSelected(inRange)}
          </Tag>
        </div>
        <div className="app-table-wrap">
          <HTMLTable className="app-cal" aria-label={t.gridTitle}>
            <thead>
              <tr>
                {WEEKDAYS.map((w, i) => (
                  <th key={w} scope="col" className={cx(i === 0 && 'is-sun', i === 6 && 'is-sat')}>
                    {w}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {monthWeeks(month)
                .filter((week) => week.some((d) => d && d >= startDate && d <= endDate))
                .map((week, wi) => (
                  <tr key={wi}>
                    {week.map((date, di) => {
                      if (!date || date < startDate || date > endDate) {
                        return (
                          <td key={di} className="app-cal-day is-outside">
                            {date ? (
                              <span className="app-cal-date">{Number(date.slice(8))}</span>
                            ) : null}
                          </td>
                        );
                      }
                      const season = seasonOfDay(date, seasons, priced);
                      const dayPicks: SlotPick[] = (season?.timeSlots ?? []).map(
                        (s, slotIndex) => ({
                          date,
                          slotIndex,
                          startTime: s.startTime,
                          endTime: s.endTime,
                        }),
                      );
                      const name = formatDate(date);
                      return (
                        <td
                          key={di}
                          className={cx('app-cal-day', di === 0 && 'is-sun', di === 6 && 'is-sat')}
                        >
                          <div className="app-cal-head">
                            <span className="app-cal-date">
                              {Number(date.slice(8))}
                              <span className="app-cal-wd">（{WEEKDAYS[di]}）</span>
                            </span>
                            {dayPicks.length > 1 ? (
                              <Button
                                size="small"
                                variant="minimal"
                                text={t.all}
                                aria-label={t.selectDay(name)}
                                onClick={() => set(toggleDay(slots, dayPicks))}
                              />
                            ) : null}
                          </div>
                          {dayPicks.length === 0 ? (
                            <span className="app-cal-none" title={t.gridNoSeasonHelp}>
                              {t.gridNoSeason}
                            </span>
                          ) : (
                            <ButtonGroup vertical className="app-cal-slots">
                              {dayPicks.map((p) => {
                                const on = picked.has(pickKey(date, p.slotIndex));
                                const label = t.slotLabel(p.startTime, p.endTime);
                                return (
                                  <Button
                                    key={p.slotIndex}
                                    size="small"
                                    intent={on ? 'primary' : 'none'}
                                    variant={on ? 'solid' : 'outlined'}
                                    aria-pressed={on}
                                    aria-label={t.slotAria(name, label)}
                                    text={label}
                                    onClick={() => set(togglePick(slots, p))}
                                  />
                                );
                              })}
                            </ButtonGroup>
                          )}
                        </td>
                      );
                    })}
                  </tr>
                ))}
            </tbody>
          </HTMLTable>
        </div>
      </>
    );
  }

  return (
    <FormGroup label={t.gridTitle} helperText={t.gridHelp} className="app-cal-group">
      {body}
    </FormGroup>
  );
}
