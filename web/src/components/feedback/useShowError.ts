import { useCallback } from 'react';
import { presentError } from '../errors/presentError';
import { useSnackbar } from './SnackbarContext';

/** Shows a failed call in the alert snackbar, except what the shell handles itself. */
export function useShowError(): (error: unknown) => void {
  const snackbar = useSnackbar();
  return useCallback(
    (error: unknown) => {
      const p = presentError(error);
      if (p.silent) return;
      snackbar.show({ message: p.message, detail: p.detail, variant: 'alert' });
    },
    [snackbar],
  );
}
