import { ApolloProvider, type ApolloClient, type NormalizedCacheObject } from '@apollo/client';
import { BlueprintProvider } from '@blueprintjs/core';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { SnackbarProvider } from '../components/feedback/SnackbarContext';
import { PreferencesProvider } from '../theme/PreferencesContext';
import { createApolloClient } from './apolloClient';
import { createAppRouter } from './router';
import { SessionProvider } from './session/SessionContext';
import { sessionEvents } from './session/sessionEvents';

interface AppProps {
  /** Tests pass a client aimed at the real gateway with a bearer token. */
  client?: ApolloClient<NormalizedCacheObject>;
  router?: ReturnType<typeof createAppRouter>;
}

export function App({ client: given, router: givenRouter }: AppProps) {
  const [client] = useState(
    () => given ?? createApolloClient({ onUnauthenticated: () => sessionEvents.expired() }),
  );
  const [router] = useState(() => givenRouter ?? createAppRouter());
  return (
    <BlueprintProvider>
      <PreferencesProvider>
        <ApolloProvider client={client}>
          <SnackbarProvider>
            <SessionProvider>
              <RouterProvider router={router} />
            </SessionProvider>
          </SnackbarProvider>
        </ApolloProvider>
      </PreferencesProvider>
    </BlueprintProvider>
  );
}
