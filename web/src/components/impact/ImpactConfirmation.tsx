import { Alert } from '@blueprintjs/core';
import { WarningSignIcon } from '@blueprintjs/icons';
import type { BookingImpactQuery } from '../../__generated__/graphql';
import { ja } from '../../i18n/ja';
import { ImpactList } from './ImpactList';
import './impact.css';

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
 * count. Cancelling goes back to the form as it was.
 */
export function ImpactConfirmation({ impact, onConfirm, onCancel }: ImpactConfirmationProps) {
  const count = impact?.count ?? 0;
  const hidden = count - (impact?.bookings.length ?? 0);
  return (
    <Alert
      isOpen={impact !== null}
      className="app-impact-alert"
      intent="warning"
      icon={<WarningSignIcon />}
      confirmButtonText={t.confirm(count)}
      cancelButtonText={t.cancel}
      onConfirm={onConfirm}
      onCancel={onCancel}
      canEscapeKeyCancel
    >
      <p>
        <strong>{t.question(count)}</strong>
      </p>
      <p>{t.explanation}</p>
      {impact ? <ImpactList bookings={impact.bookings} /> : null}
      {hidden > 0 ? <p className="app-impact-sub">{t.more(hidden)}</p> : null}
    </Alert>
  );
}
