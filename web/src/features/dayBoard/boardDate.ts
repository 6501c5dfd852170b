import { isIsoDay, todayInJapan } from '../../components/date/isoDay';

/**
 * The board's day in a URL's `?date=` (today in Japan when missing); `invalid` holds a `?date=`
 * that is not a day (the board then says so and shows today). Read by the screen and by its route
 * loader, which preloads that day's board as the navigation starts.
 */
export function boardDateIn(params: URLSearchParams): { date: string; invalid: string | null } {
  const raw = params.get('date');
  const invalid = raw !== null && !isIsoDay(raw) ? raw : null;
  return { date: raw !== null && invalid === null ? raw : todayInJapan(), invalid };
}
