import { useState } from 'react';
import { useRevertChangeMutation } from '../../__generated__/graphql';
import { ja } from '../../i18n/ja';
import { graphQLErrorsOf, readFailure } from '../errors/gatewayError';
import { useSnackbar } from '../feedback/SnackbarContext';
import { useShowError } from '../feedback/useShowError';
import { evictAfterRevert } from './revertCache';
import { RevertDialog, type RevertQuestion } from './RevertDialog';
import type { AuditEvent, HistoryFields } from './historyFormat';

const t = ja.history;

/** The count a STRANDS_BOOKINGS refusal names (`extensions.strandedCount`), if any. */
function strandedCountOf(error: unknown): number | undefined {
  for (const e of graphQLErrorsOf(error)) {
    const n = e.extensions?.strandedCount;
    if (typeof n === 'number' && n > 0) return n;
  }
  return undefined;
}

export interface RevertOptions {
  /** The record's `updatedAt` as shown (the form's record); none for a deleted record. */
  expectedUpdatedAt?(
    event: AuditEvent,
  ): string | null | undefined | Promise<string | null | undefined>;
  /** After a revert, or a refusal that means the screen is out of date: read things again. */
  refresh(): Promise<unknown>;
  /** The field labels of the dialog (the area's, or the record type's on the activity screen). */
  fieldsOf(event: AuditEvent): HistoryFields;
}

/**
 * 元に戻す of one audit event: a confirmation of what will change, then `revertChange` with the
 * record's `expectedUpdatedAt`. A refusal because bookings would be stranded asks again with
 * their count (the gateway's guard, as a form's impact dialog does); a stale record or an event
 * already undone says so in Japanese and reads the record and its history again.
 */
export function useRevertChange({ expectedUpdatedAt, refresh, fieldsOf }: RevertOptions) {
  const snackbar = useSnackbar();
  const showError = useShowError();
  const [question, setQuestion] = useState<RevertQuestion | null>(null);
  const [revertM, { loading }] = useRevertChangeMutation();

  const run = async ({ event, stranded }: RevertQuestion) => {
    try {
      const expected = await expectedUpdatedAt?.(event);
      await revertM({
        variables: {
          eventId: event.id,
          expectedUpdatedAt: expected ?? null,
          acceptStranded: stranded ?? null,
        },
        update: (cache) => evictAfterRevert(cache, event.recordType),
      });
      setQuestion(null);
      snackbar.show({ message: t.revertDone });
      await refresh();
    } catch (error) {
      const failure = readFailure(error);
      const count = failure.reason === 'STRANDS_BOOKINGS' ? strandedCountOf(error) : undefined;
      if (count !== undefined && count !== stranded) {
        // The gateway's guard: ask with the count, as the forms' impact dialog does.
        setQuestion({ event, stranded: count });
        return;
      }
      setQuestion(null);
      if (failure.kind === 'CONFLICT' && failure.reason === 'STALE_UPDATE') {
        snackbar.show({ message: t.staleRevert, variant: 'alert' });
      } else if (failure.reason === 'ALREADY_RESTORED') {
        snackbar.show({ message: t.alreadyReverted, variant: 'alert' });
      } else {
        showError(error);
      }
      await refresh().catch(() => undefined);
    }
  };

  const dialog = (
    <RevertDialog
      question={question}
      fields={question ? fieldsOf(question.event) : {}}
      busy={loading}
      onConfirm={() => question && void run(question)}
      onCancel={() => setQuestion(null)}
    />
  );
  return { ask: (event: AuditEvent) => setQuestion({ event }), dialog };
}
