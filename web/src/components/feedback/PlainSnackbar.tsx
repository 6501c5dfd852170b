import { forwardRef, useEffect, useImperativeHandle, useState } from 'react';
import { SNACKBAR_TIMEOUT_MS, type SnackbarMessage } from './snackbarMessage';
import type { SnackbarToasterHandle } from './SnackbarToaster';

/**
 * Stands in for a toaster whose code could not be fetched: the latest message as plain text at
 * the foot of the window for 6 seconds (an alert as an alert), without UNDO, so that no message,
 * a failure least of all, goes unseen.
 */
export const PlainSnackbar = forwardRef<SnackbarToasterHandle>(function PlainSnackbar(_, ref) {
  const [shown, setShown] = useState<SnackbarMessage | null>(null);
  useImperativeHandle(ref, () => ({ show: setShown }), []);
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), SNACKBAR_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [shown]);
  return shown ? (
    <div className="app-snackbar-plain" role={shown.variant === 'alert' ? 'alert' : 'status'}>
      {shown.message}
    </div>
  ) : null;
});
