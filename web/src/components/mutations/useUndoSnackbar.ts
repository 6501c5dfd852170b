import { useCallback } from 'react';
import { useSnackbar } from '../feedback/SnackbarContext';
import { useShowError } from '../feedback/useShowError';
import { ja } from '../../i18n/ja';

/**
 * Shows a write's message; with `undo`, the message offers UNDO, which runs it and then says
 * 元に戻しました (or shows why it failed).
 */
export function useUndoSnackbar(): (message: string, undo?: () => Promise<unknown>) => void {
  const snackbar = useSnackbar();
  const showError = useShowError();
  return useCallback(
    (message, undo) =>
      snackbar.show({
        message,
        onUndo: undo
          ? () =>
              undo().then(
                (done) => snackbar.show({ message: undoneMessageOf(done) ?? ja.snackbar.undone }),
                showError,
              )
          : undefined,
      }),
    [snackbar, showError],
  );
}

/** What an UNDO may answer: a message of its own instead of 元に戻しました. */
export interface Undone {
  undoneMessage?: string;
}

function undoneMessageOf(done: unknown): string | undefined {
  const message = (done as Undone | null | undefined)?.undoneMessage;
  return typeof message === 'string' ? message : undefined;
}
