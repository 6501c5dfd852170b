import type { ReactNode } from 'react';
import { Navigate, useLocation, useNavigation, type Location } from 'react-router-dom';
import { FullPageSpinner } from '../../components/pages/FullPageSpinner';
import { DEFAULT_PATH, LOGIN_PATH } from '../paths';
import { useSession } from './SessionContext';

/** Where sign-in should return to: the page first asked for, carried in the location state. */
export interface ReturnState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

export function returnPath(state: unknown): string {
  const from = (state as ReturnState | null)?.from;
  if (!from || !from.pathname.startsWith('/') || from.pathname.startsWith(LOGIN_PATH)) {
    return DEFAULT_PATH;
  }
  return `${from.pathname}${from.search}${from.hash}`;
}

/**
 * Screens that need a session: without one, to /login and back after sign-in, to the screen being
 * opened when the session ends during a navigation (its loader's request may be what found out).
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { state } = useSession();
  const current = useLocation();
  const opening = useNavigation().location;
  if (state.status === 'loading') return <FullPageSpinner />;
  if (state.status === 'signedOut') {
    // Already on the way to sign-in (e.g. a logout): let that navigation finish.
    if (opening?.pathname.startsWith(LOGIN_PATH)) return null;
    const { pathname, search, hash } = opening ?? current;
    const from = { pathname, search, hash };
    return <Navigate to={LOGIN_PATH} replace state={{ from } satisfies ReturnState} />;
  }
  return children;
}

/** The public auth screens: signed-in users go on to where they were heading, else the default. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { state } = useSession();
  const location = useLocation();
  if (state.status === 'loading') return <FullPageSpinner />;
  if (state.status === 'signedIn') return <Navigate to={returnPath(location.state)} replace />;
  return children;
}
