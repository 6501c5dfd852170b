import { useEffect, useState } from 'react';
import type { DateRangeInput } from '../../__generated__/graphql';

const keyOf = (r: DateRangeInput | null) => (r ? `${r.startDate ?? ''}~${r.endDate ?? ''}` : '');

/**
 * The range as last committed to the screen, for the dashboard's queries. The router renders a
 * URL change as a transition, which React may interrupt with a render of the old URL; a query
 * given the range straight from each render asks again for the old range and then the new one
 * (requests alternating after a preset click, an answer shown under the wrong preset). An effect
 * runs only for committed renders: one request per change.
 */
export function useCommittedRange(range: DateRangeInput | null): DateRangeInput | null {
  const [committed, setCommitted] = useState(range);
  const key = keyOf(range);
  useEffect(() => {
    // On purpose: the state follows what was committed, which only an effect knows.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setCommitted((current) => (keyOf(current) === key ? current : range));
    // The key says all the range says.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return committed;
}
