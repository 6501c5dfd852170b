import { Callout, HTMLTable } from '@blueprintjs/core';
import { useId } from 'react';
import { HistoryIcon, WarningSignIcon } from '@blueprintjs/icons';
import { ja } from '../../i18n/ja';
import { changeLines, type AuditEvent, type HistoryFields } from './historyFormat';
import { LazyAlert } from '../lazyOverlays';

const t = ja.history;

export interface RevertQuestion {
  event: AuditEvent;
  /** The bookings the gateway said the revert strands: asked again with the count. */
  stranded?: number;
}

interface RevertDialogProps {
  question: RevertQuestion | null;
  fields: HistoryFields;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** What a revert will do: each field's value now and after (an update), or the record's fate. */
function RevertSummary({ event, fields }: { event: AuditEvent; fields: HistoryFields }) {
  const title = event.recordTitle ?? ja.audit.noTitle;
  if (event.operation === 'DELETE') return <p>{t.revertDelete(title)}</p>;
  if (event.operation === 'CREATE') return <p>{t.revertCreate(title)}</p>;
  const lines = changeLines(event, fields).filter((l) => !l.secret);
  if (lines.length === 0) return <p>{t.revertOther}</p>;
  return (
    <>
      <p>{t.revertUpdate}</p>
      <HTMLTable compact className="app-history-revert-table">
        <thead>
          <tr>
            <th scope="col">{t.fieldHeader}</th>
            <th scope="col">{t.nowHeader}</th>
            <th scope="col">{t.thenHeader}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr key={l.field}>
              <th scope="row">{l.label}</th>
              <td>{l.after}</td>
              <td>
                <strong>{l.before}</strong>
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </>
  );
}

/**
 * The confirmation before 元に戻す: what will change (now → back to), and, when the gateway refused
 * because the revert strands bookings, their count to accept.
 */
export function RevertDialog({ question, fields, busy, onConfirm, onCancel }: RevertDialogProps) {
  const stranded = question?.stranded;
  const titleId = useId();
  return (
    <LazyAlert
      // Named by its question (axe: aria-dialog-name).
      aria-labelledby={titleId}
      isOpen={question !== null}
      className="app-history-revert"
      intent={stranded ? 'warning' : 'primary'}
      icon={stranded ? <WarningSignIcon /> : <HistoryIcon />}
      confirmButtonText={stranded ? t.strandsConfirm(stranded) : t.revertConfirm}
      cancelButtonText={t.cancel}
      loading={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
      canEscapeKeyCancel={!busy}
    >
      <p id={titleId}>
        <strong>{t.revertTitle}</strong>
      </p>
      {stranded ? (
        <Callout intent="warning" role="status">
          <p>{t.strandsQuestion(stranded)}</p>
          <p>{t.strandsExplanation}</p>
        </Callout>
      ) : null}
      {question ? <RevertSummary event={question.event} fields={fields} /> : null}
    </LazyAlert>
  );
}
