import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { boardDateIn } from './boardDate';

/**
 * The board's day from `?date=` (today in Japan when missing); `invalid` holds a `?date=` that is
 * not a day, so the screen can say so (it shows today).
 */
export function useBoardDate() {
  const [params, setParams] = useSearchParams();
  const { date, invalid } = boardDateIn(params);
  // The same function while the URL stays (the date field is drawn again only when it changes).
  const setDate = useCallback(
    (next: string) =>
      setParams((p) => {
        const q = new URLSearchParams(p);
        q.set('date', next);
        return q;
      }),
    [setParams],
  );
  return { date, invalid, setDate };
}
