import { Callout, Spinner } from '@blueprintjs/core';
import { ja } from '../../i18n/ja';
import { readFailure } from '../errors/gatewayError';
import { BackLinkButton } from '../BackLinkButton';
import { LoadFailure } from './LoadFailure';

/**
 * A screen's record not there yet (an edit form's, a details page's): a spinner while it loads,
 * else why it did not load, with a retry and the way back (with `notFound`, a record that is not
 * there says that instead).
 */
export function RecordPending({
  loading,
  error,
  refetch,
  backTo,
  notFound,
}: {
  loading: boolean;
  error: unknown;
  refetch(): Promise<unknown>;
  backTo: string;
  notFound?: string | undefined;
}) {
  if (loading) return <Spinner aria-label={ja.app.loading} />;
  if (notFound && error && readFailure(error).kind === 'NOT_FOUND') {
    return (
      <Callout intent="warning" role="alert">
        <p>{notFound}</p>
        <BackLinkButton to={backTo} text={ja.form.backToList} />
      </Callout>
    );
  }
  return (
    <LoadFailure
      error={error}
      onRetry={() => void refetch().catch(() => undefined)}
      backTo={backTo}
    />
  );
}
