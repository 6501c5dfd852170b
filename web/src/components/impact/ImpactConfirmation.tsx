import { Callout } from '@blueprintjs/core';
import { WarningSignIcon } from '@blueprintjs/icons';
import type { BookingImpactQuery } from '../../__generated__/graphql';
import { ja } from '../../i18n/ja';
import { ImpactList } from './ImpactList';
import './impact.css';
import { LazyAlert } from '../lazyOverlays';

const t = ja.impact;

export type Impact = BookingImpactQuery['bookingImpact'];

interface ImpactConfirmationProps {
  /** The impact to confirm; nothing is shown while null. */
  impact: Impact | null;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * Before a save that strands bookings: how many, the list with links, and a save that names the
 * count; and a warning when some bookings of the days could not be read (they may be stranded,
 * unseen). Cancelling goes back to the form as it was.
 */
export function ImpactConfirmation({ impact, onConfirm, onCancel }: ImpactConfirmationProps) {
  const count = impact?.count ?? 0;
  const leftOut = impact?.leftOutBookings ?? 0;
  const hidden = count - (impact?.bookings.length ?? 0);
  return (
    <LazyAlert
      isOpen={impact !== null}
      className="app-impact-alert"
      intent="warning"
      icon={<WarningSignIcon />}
      confirmButtonText={count > 0 ? t.confirm(count) : t.confirmLeftOut}
      cancelButtonText={t.cancel}
      onConfirm={onConfirm}
      onCancel={onCancel}
      canEscapeKeyCancel
    >
      <p>
        <strong>{count > 0 ? t.question(count) : t.leftOutQuestion}</strong>
      </p>
      {leftOut > 0 ? (
        <Callout intent="warning" role="status" className="app-impact-left-out">
          {t.leftOut(leftOut)}
        </Callout>
      ) : null}
      {count > 0 ? <p>{t.explanation}</p> : null}
      {impact && count > 0 ? <ImpactList bookings={impact.bookings} /> : null}
      {hidden > 0 ? <p className="app-impact-sub">{t.more(hidden)}</p> : null}
    </LazyAlert>
  );
}
