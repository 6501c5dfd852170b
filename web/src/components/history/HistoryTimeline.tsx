import { Button, Tag } from '@blueprintjs/core';
import { HistoryIcon } from '@blueprintjs/icons';
import { ja } from '../../i18n/ja';
import {
  actorText,
  canRevert,
  changeLines,
  dateTimeText,
  operationLabel,
  type AuditEvent,
  type ChangeLine,
  type HistoryFields,
} from './historyFormat';
import './history.css';

const t = ja.history;

const OPERATION_INTENT = {
  CREATE: 'success',
  UPDATE: 'primary',
  DELETE: 'danger',
  RESTORE: 'success',
  REVERT: 'warning',
  ACTION: 'none',
  SECURITY: 'danger',
} as const;

/** One field: `label: before → after` (a create only its value, a delete only what it was). */
function Change({ line, operation }: { line: ChangeLine; operation: AuditEvent['operation'] }) {
  if (line.secret) {
    return (
      <li>
        <span className="app-history-field">{line.label}</span>
        {t.changed}
      </li>
    );
  }
  return (
    <li>
      <span className="app-history-field">{line.label}</span>
      {operation === 'CREATE' ? (
        <span className="app-history-after">{line.after}</span>
      ) : operation === 'DELETE' ? (
        <span className="app-history-before">{line.before}</span>
      ) : (
        <>
          <del className="app-history-before">{line.before}</del>
          <span className="app-history-arrow">{' → '}</span>
          <ins className="app-history-after">{line.after}</ins>
        </>
      )}
    </li>
  );
}

export interface HistoryTimelineProps {
  events: readonly AuditEvent[];
  fields: HistoryFields;
  /** 元に戻す of one event; left out: no button (a reader who may not). */
  onRevert?(event: AuditEvent): void;
}

/**
 * A record's audit trail, newest first: who (and through which key), when, what, each field as
 * before → after in the area's words; 結果不明 for an event never completed; a tag when the record
 * was changed outside the back office; 元に戻す where the gateway can undo it.
 */
export function HistoryTimeline({ events, fields, onRevert }: HistoryTimelineProps) {
  return (
    <ol className="app-history">
      {events.map((event) => {
        const lines = changeLines(event, fields);
        const when = dateTimeText(event.at);
        const what = operationLabel(event.operation);
        return (
          <li key={event.id} className="app-history-event">
            <div className="app-history-head">
              <Tag minimal intent={OPERATION_INTENT[event.operation]}>
                {what}
              </Tag>
              <span className="app-history-actor">{actorText(event.actor)}</span>
              <time className="app-history-at" dateTime={event.at}>
                {when}
              </time>
              {event.outcome === 'UNKNOWN' ? (
                <Tag minimal intent="warning" title={t.unknownOutcomeHelp}>
                  {t.unknownOutcome}
                </Tag>
              ) : null}
              {event.outcome === 'FAILED' ? (
                <Tag minimal intent="danger">
                  {t.failed(event.errorCode)}
                </Tag>
              ) : null}
              {event.changedOutside ? (
                <Tag minimal intent="warning">
                  {t.changedOutside}
                </Tag>
              ) : null}
              {event.revertedBy ? <Tag minimal>{t.reverted}</Tag> : null}
              {onRevert && canRevert(event) ? (
                <Button
                  className="app-history-revert-button"
                  size="small"
                  variant="outlined"
                  icon={<HistoryIcon />}
                  text={t.revert}
                  aria-label={t.revertOfLabel(what, when)}
                  onClick={() => onRevert(event)}
                />
              ) : null}
            </div>
            {event.operation === 'REVERT' && event.revertOf ? (
              <p className="app-history-note">{t.revertOf}</p>
            ) : null}
            {lines.length > 0 ? (
              <ul className="app-history-changes">
                {lines.map((line) => (
                  <Change key={line.field} line={line} operation={event.operation} />
                ))}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
