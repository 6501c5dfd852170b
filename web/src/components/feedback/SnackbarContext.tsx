import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { PlainSnackbar } from './PlainSnackbar';
import type { SnackbarToasterHandle } from './SnackbarToaster';
import type { SnackbarMessage } from './snackbarMessage';

export { SNACKBAR_TIMEOUT_MS, type SnackbarMessage } from './snackbarMessage';

interface SnackbarValue {
  show(message: SnackbarMessage): void;
}

const SnackbarContext = createContext<SnackbarValue | null>(null);

// Blueprint's toaster (and its overlay code) loads with the first message, not with the first
// screen. If its file cannot be fetched (the admin was deployed anew while this tab stayed open),
// messages are shown as plain text rather than taking the app down: this provider is above the
// router, whose error page catches the screens' own failures.
const SnackbarToaster = lazy(() =>
  import('./SnackbarToaster').catch(() => ({ default: PlainSnackbar })),
);

/** Messages in Blueprint toasts (SnackbarToaster): default and alert variants, 6 s, UNDO, close. */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const toaster = useRef<SnackbarToasterHandle | null>(null);
  // Messages shown before the toaster's code has come, shown as it mounts.
  const waiting = useRef<SnackbarMessage[]>([]);
  const [wanted, setWanted] = useState(false);

  const show = useCallback((m: SnackbarMessage) => {
    if (toaster.current) {
      toaster.current.show(m);
    } else {
      waiting.current.push(m);
      setWanted(true);
    }
  }, []);

  const mounted = useCallback((t: SnackbarToasterHandle | null) => {
    toaster.current = t;
    if (t) for (const m of waiting.current.splice(0)) t.show(m);
  }, []);

  const value = useMemo(() => ({ show }), [show]);

  return (
    <SnackbarContext.Provider value={value}>
      {children}
      {wanted ? (
        <Suspense fallback={null}>
          <SnackbarToaster ref={mounted} />
        </Suspense>
      ) : null}
    </SnackbarContext.Provider>
  );
}

export function useSnackbar(): SnackbarValue {
  const value = useContext(SnackbarContext);
  if (!value) throw new Error('useSnackbar needs <SnackbarProvider>');
  return value;
}
