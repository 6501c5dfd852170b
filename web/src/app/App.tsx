import { ApolloProvider, type ApolloClient, type NormalizedCacheObject } from '@apollo/client';
import { OverlaysProvider } from '@blueprintjs/core';
import { RouterProvider } from 'react-router-dom';
import { PartialDataNotice } from '../components/errors/PartialDataNotice';
import { SnackbarProvider } from '../components/feedback/SnackbarContext';
import { PreferencesProvider } from '../theme/PreferencesContext';
import type { createAppRouter } from './router';
import { SessionProvider } from './session/SessionContext';
import type { SessionStart } from './session/sessionStart';

interface AppProps {
  /** The browser's client (main.tsx); tests pass one aimed at the real gateway with a token. */
  client: ApolloClient<NormalizedCacheObject>;
  router: ReturnType<typeof createAppRouter>;
  /** The session as found before the first render (main.tsx); without it, the app asks. */
  session?: SessionStart;
}

export function App({ client, router, session }: AppProps) {
  return (
    // Blueprint's overlays' stack (focus, Escape), without BlueprintProvider's hotkeys dialog: the
    // admin has no Blueprint hotkeys, and that dialog's code would be in every screen's first load.
    <OverlaysProvider>
      <PreferencesProvider>
        <ApolloProvider client={client}>
          <SnackbarProvider>
            <PartialDataNotice />
            <SessionProvider start={session}>
              <RouterProvider router={router} />
            </SessionProvider>
          </SnackbarProvider>
        </ApolloProvider>
      </PreferencesProvider>
    </OverlaysProvider>
  );
}
