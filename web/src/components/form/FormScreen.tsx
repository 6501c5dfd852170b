import { Callout, Card, Spinner } from '@blueprintjs/core';
import { ja } from '../../i18n/ja';
import { cx } from '../cx';
import { readFailure } from '../errors/gatewayError';
import { LinkButton } from '../LinkButton';
import type { TitledProps } from '../titledProps';
import { PageHeader } from '../pages/PageHeader';
import { LoadFailure } from './LoadFailure';

/** A form screen: its title, then its form (or what stands in for it) in the form card. */
export function FormScreen({ title, className, children }: TitledProps) {
  return (
    <>
      <PageHeader title={title} />
      <Card className={cx('app-form-card', className)}>{children}</Card>
    </>
  );
}

/**
 * An edit form's record not there yet: a spinner while it loads, else why it did not load, with
 * a retry and the way back to the list (with `notFound`, a record that is not there says that
 * instead).
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
        <LinkButton to={backTo} text={ja.form.backToList} variant="outlined" />
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
