import { useSearchParams } from 'react-router-dom';
import { isIsoDay, todayInJapan } from '../../components/date/businessDay';

/**
 * The board's day from `?date=` (today in Japan when missing); `invalid` holds a `?date=` that is
 * not a day, so the screen can say so instead of asking the gateway.
 */
export function useBoardDate() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('date');
  const invalid = raw !== null && !isIsoDay(raw) ? raw : null;
  const date = raw !== null && invalid === null ? raw : todayInJapan();
  const setDate = (next: string) =>
    setParams((p) => {
      const q = new URLSearchParams(p);
      q.set('date', next);
      return q;
    });
  return { date, invalid, setDate };
}
