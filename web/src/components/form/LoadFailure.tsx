import { Button, Callout } from '@blueprintjs/core';
import { RefreshIcon } from '@blueprintjs/icons';
import { ja } from '../../i18n/ja';
import { ErrorDetails } from '../errors/ErrorDetails';
import { presentError } from '../errors/presentError';
import { BackLinkButton } from '../BackLinkButton';

/** A form whose row could not be loaded: why, and the ways out. */
export function LoadFailure({
  error,
  onRetry,
  backTo,
}: {
  error: unknown;
  onRetry(): void;
  backTo: string;
}) {
  const p = presentError(error);
  if (p.silent) return null;
  return (
    <Callout intent="danger" title={ja.form.loadError} role="alert">
      <p>{p.message}</p>
      <ErrorDetails detail={p.detail} />
      <div className="app-form-actions">
        {p.kind !== 'NOT_FOUND' ? (
          <Button icon={<RefreshIcon />} text={ja.errors.retry} onClick={onRetry} />
        ) : null}
        <BackLinkButton to={backTo} text={ja.form.backToList} />
      </div>
    </Callout>
  );
}
