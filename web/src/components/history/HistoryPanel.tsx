import { Button, Callout, Card, H2, Spinner } from '@blueprintjs/core';
import { RefreshIcon } from '@blueprintjs/icons';
import { useQuery } from '@apollo/client';
import { useId } from 'react';
import { ja } from '../../i18n/ja';
import { cx } from '../cx';
import { presentError } from '../errors/presentError';
import { HistoryTimeline } from './HistoryTimeline';
import { HISTORY_FIRST, HISTORY_QUERIES, type HistoryAnswer } from './historyQueries';
import type { HistorySpec } from './historyFormat';
import { useRevertChange } from './useRevertChange';
import './history.css';

const t = ja.history;

export interface HistoryPanelProps {
  spec: HistorySpec;
  /** The record's id (none for the site settings, of which there is one). */
  recordId: string | null | undefined;
  /** The record as the form shows it: its `updatedAt` goes with a revert. */
  updatedAt: string | null | undefined;
  /** The form card's own class (e.g. a wider card): the panel is as wide. */
  className?: string;
  /** Reads the form's record again after a revert. */
  refetchRecord(): Promise<unknown>;
}

/** 履歴 under an edit screen's form: the record's audit trail with 元に戻す per event. */
export function HistoryPanel({
  spec,
  recordId,
  updatedAt,
  className,
  refetchRecord,
}: HistoryPanelProps) {
  const headingId = useId();
  const document = spec.query ?? HISTORY_QUERIES[spec.recordType];
  const { data, previousData, loading, error, refetch } = useQuery<HistoryAnswer>(
    document ?? HISTORY_QUERIES.PACKAGE!,
    {
      // The site settings are one: their query takes no id.
      variables: spec.recordType === 'SITE_SETTINGS' ? {} : { id: recordId, first: HISTORY_FIRST },
      skip: !document,
      fetchPolicy: 'cache-and-network',
      notifyOnNetworkStatusChange: true,
    },
  );
  const refresh = () => Promise.all([refetchRecord(), refetch()]).catch(() => undefined);
  const revert = useRevertChange({
    expectedUpdatedAt: (event) => (event.operation === 'DELETE' ? null : updatedAt),
    refresh,
    fieldsOf: () => spec.fields,
  });
  if (!document) return null;
  const answer = data ?? previousData;
  // A record the query no longer finds (deleted meanwhile) has no events to show.
  const events = answer ? (answer.record?.history ?? []) : undefined;
  const presented = error ? presentError(error) : null;

  return (
    <Card
      className={cx('app-form-card', 'app-history-card', className)}
      role="region"
      aria-labelledby={headingId}
    >
      <div className="app-history-title">
        <H2 id={headingId}>{t.title}</H2>
        {loading && events ? <Spinner size={16} aria-label={ja.app.loading} /> : null}
      </div>
      {presented && !events ? (
        presented.silent ? null : (
          <Callout intent="danger" title={t.loadError} role="alert">
            <p>{presented.message}</p>
            <Button
              icon={<RefreshIcon />}
              text={ja.list.retry}
              onClick={() => void refetch().catch(() => undefined)}
            />
          </Callout>
        )
      ) : !events ? (
        <Spinner size={24} aria-label={ja.app.loading} />
      ) : events.length === 0 ? (
        <p className="app-history-empty">{t.empty}</p>
      ) : (
        <HistoryTimeline events={events} fields={spec.fields} onRevert={revert.ask} />
      )}
      {revert.dialog}
    </Card>
  );
}
