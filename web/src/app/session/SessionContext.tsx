import { useApolloClient } from '@apollo/client';
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ReactNode } from 'react';
import { presentError } from '../../components/errors/presentError';
import { useSnackbar } from '../../components/feedback/SnackbarContext';
import type { ViewerFieldsFragment } from '../../__generated__/auth';
import { ja } from '../../i18n/ja';
import { startSession, type SessionStart } from './sessionStart';
import { sessionEvents } from './sessionEvents';

export type Viewer = ViewerFieldsFragment;

export type SessionState =
  { status: 'loading' } | { status: 'signedIn'; viewer: Viewer } | { status: 'signedOut' };

interface SessionValue {
  state: SessionState;
  viewer: Viewer | null;
  /** After a successful `login` mutation. */
  signedIn(viewer: Viewer): void;
  /** After `logout`, or when the session is gone: clears every cached row. */
  signedOut(): Promise<void>;
}

const SessionContext = createContext<SessionValue | null>(null);

interface SessionProviderProps {
  children: ReactNode;
  /** The session as the browser entry found it before rendering; without it, the provider asks. */
  start?: SessionStart;
}

/** Loads the signed-in user on entry; an expired session anywhere ends it once, quietly. */
export function SessionProvider({ children, start }: SessionProviderProps) {
  const client = useApolloClient();
  const snackbar = useSnackbar();
  const [state, setState] = useState<SessionState>(start?.state ?? { status: 'loading' });
  // Read synchronously by the expiry handler, so a burst of failing calls ends the session once.
  const statusRef = useRef<SessionState['status']>(state.status);
  const told = useRef(false);

  const set = useCallback((next: SessionState) => {
    statusRef.current = next.status;
    setState(next);
  }, []);

  // No session is the usual case; anything else (gateway down) is said once.
  const tell = useCallback(
    (error: unknown) => {
      if (told.current) return;
      told.current = true;
      const p = presentError(error);
      if (!p.silent) snackbar.show({ message: p.message, detail: p.detail, variant: 'alert' });
    },
    [snackbar],
  );

  // A layout effect: without a start, the profile is asked for as soon as the app first renders,
  // not once the browser is done loading the first screen's code.
  useLayoutEffect(() => {
    if (start) {
      if (start.error) tell(start.error);
      return;
    }
    let live = true;
    void startSession(client).then((found) => {
      if (!live) return;
      set(found.state);
      if (found.error) tell(found.error);
    });
    return () => {
      live = false;
    };
  }, [client, start, set, tell]);

  const signedOut = useCallback(async () => {
    set({ status: 'signedOut' });
    await client.clearStore();
  }, [client, set]);

  useEffect(
    () =>
      sessionEvents.onExpired(() => {
        if (statusRef.current !== 'signedIn') return;
        // A transition, like the router's own updates: when a route loader's request is what
        // found out, the guard renders with that navigation and returns there after sign-in.
        startTransition(() => void signedOut());
        snackbar.show({ message: ja.auth.sessionExpired, variant: 'alert' });
      }),
    [signedOut, snackbar],
  );

  const value = useMemo<SessionValue>(
    () => ({
      state,
      viewer: state.status === 'signedIn' ? state.viewer : null,
      signedIn: (viewer) => set({ status: 'signedIn', viewer }),
      signedOut,
    }),
    [state, set, signedOut],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession needs <SessionProvider>');
  return value;
}
