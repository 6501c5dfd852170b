import { Callout } from '@blueprintjs/core';
import { useFormikContext } from 'formik';
import { useMemo } from 'react';
import {
  useSeasonOverlapQuery,
  type BookingImpactInput,
  type SeasonFieldsFragment,
} from '../../__generated__/graphql';
import { useDebounced } from '../../components/useDebounced';
import { ja } from '../../i18n/ja';
import { seasonImpact } from './seasonImpact';
import { overlapLines } from './seasonOverlapLines';
import type { SeasonValues } from './seasonSchema';

const t = ja.seasons.overlap;
/** How long the dates and slots stay the same before the gateway is asked. */
export const OVERLAP_DEBOUNCE_MS = 400;

/**
 * The season form's impact panel: while the person edits, the other seasons the season would
 * share days with and the packages and days whose time slots that changes (even when no booking
 * is stranded), from the gateway's `bookingImpact`. Nothing is shown when nothing changes; the
 * save still asks through the impact dialog when bookings would be stranded.
 */
export function SeasonOverlapPanel({ saved }: { saved?: SeasonFieldsFragment | null }) {
  const { values } = useFormikContext<SeasonValues>();
  // Debounced as text: the change object is new on every render.
  const key = useDebounced(
    JSON.stringify(seasonImpact(values, saved ?? undefined)),
    OVERLAP_DEBOUNCE_MS,
  );
  const change = useMemo(() => JSON.parse(key) as BookingImpactInput | null, [key]);
  const { data, previousData, error } = useSeasonOverlapQuery({
    variables: { change: change ?? {} },
    skip: !change,
    fetchPolicy: 'network-only',
  });
  if (!change) return null;
  if (error) {
    return (
      <Callout intent="warning" className="app-form-callout" role="status" aria-label={t.label}>
        {t.failed}
      </Callout>
    );
  }
  const shown = (data ?? previousData)?.bookingImpact;
  const lines = shown ? overlapLines(shown) : [];
  if (lines.length === 0) return null;
  return (
    <Callout
      intent="warning"
      className="app-form-callout"
      title={t.label}
      role="status"
      aria-label={t.label}
    >
      <ul className="app-season-overlap">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </Callout>
  );
}
