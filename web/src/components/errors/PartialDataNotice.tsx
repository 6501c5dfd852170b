import { useEffect } from 'react';
import { ja } from '../../i18n/ja';
import { useSnackbar } from '../feedback/SnackbarContext';
import { onPartialData } from './partialData';

/** The same operation missing the same fields is told once per this many ms (lists refetch). */
const QUIET_MS = 60_000;

/**
 * Tells the user when a screen shows data with some fields missing (the server sent a record
 * the gateway could not fully read): a warning snackbar naming how many fields are blank, with
 * the request id for support. Renders nothing itself; mount once inside the SnackbarProvider.
 */
export function PartialDataNotice() {
  const snackbar = useSnackbar();
  useEffect(() => {
    const told = new Map<string, number>();
    return onPartialData(({ operationName, paths, requestId }) => {
      const key = `${operationName} ${paths.join(' ')}`;
      const now = Date.now();
      if (now - (told.get(key) ?? -Infinity) < QUIET_MS) return;
      told.set(key, now);
      snackbar.show({
        variant: 'alert',
        message: ja.partialData.message,
        detail: ja.partialData.detail(paths.length, requestId),
      });
    });
  }, [snackbar]);
  return null;
}
