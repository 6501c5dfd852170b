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
          ? () => undo().then(() => snackbar.show({ message: ja.snackbar.undone }), showError)
          : undefined,
      }),
    [snackbar, showError],
  );
}
