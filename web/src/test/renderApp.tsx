import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApolloProvider } from '@apollo/client';
import { OverlaysProvider } from '@blueprintjs/core';
import type { ReactElement } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { SnackbarProvider } from '../components/feedback/SnackbarContext';
import { inject } from 'vitest';
import { App } from '../app/App';
import { createApolloClient } from '../app/apolloClient';
import { routeContext } from '../app/routeContext';
import { routes } from '../app/router';
import { sessionEvents } from '../app/session/sessionEvents';

/**
 * How the test client authenticates: the admin's bearer token (switchable mid-test, e.g. to
 * expire a session), or, signed out, the session cookie the gateway sets at sign-in, kept and
 * sent back the way a browser would.
 */
export interface TestAuth {
  token: string | null;
  cookies: Map<string, string>;
}

export const gatewayUrl = () => inject('gatewayUrl');
export const adminToken = () => inject('gatewayToken');

/** An Apollo client of the app aimed at the real gateway, authenticated as `auth` says. */
export function createTestClient(auth: TestAuth) {
  return createApolloClient({
    uri: `${gatewayUrl()}/graphql`,
    onUnauthenticated: () => sessionEvents.expired(),
    fetch: async (input, init) => {
      const headers = new Headers(init?.headers);
      if (auth.token) headers.set('authorization', `Bearer ${auth.token}`);
      if (auth.cookies.size > 0) {
        headers.set('cookie', [...auth.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
      }
      const res = await fetch(input, { ...init, headers });
      for (const line of res.headers.getSetCookie()) {
        const [pair = '', ...attributes] = line.split(';');
        const [name = '', value = ''] = pair.split('=');
        const expired = attributes.some((a) => /max-age=0|expires=thu, 01 jan 1970/i.test(a));
        if (expired || !value) auth.cookies.delete(name.trim());
        else auth.cookies.set(name.trim(), value.trim());
      }
      return res;
    },
  });
}

/**
 * Renders the whole app at `path` against the real gateway + api of the global setup.
 * Signed in unless `token: null` (browsers use the session cookie; tests send the token).
 */
export function renderApp(path: string, options: { token?: string | null } = {}) {
  const auth: TestAuth = {
    token: options.token === undefined ? adminToken() : options.token,
    cookies: new Map(),
  };
  const client = createTestClient(auth);
  const router = createMemoryRouter(routes, {
    initialEntries: [path],
    getContext: routeContext(client),
  });
  const user = userEvent.setup();
  const view = render(<App client={client} router={router} />);
  return { ...view, router, client, user, auth };
}

export interface GqlAnswer<T> {
  data: T | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/**
 * Renders one component alone (no shell, no route loaders) at `path`, with the app's Apollo
 * client signed in as the admin against the real gateway, Blueprint and the snackbar.
 */
export function renderAlone(element: ReactElement, path = '/') {
  const client = createTestClient({ token: adminToken(), cookies: new Map() });
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  const view = render(
    <OverlaysProvider>
      <ApolloProvider client={client}>
        <SnackbarProvider>
          <RouterProvider router={router} />
        </SnackbarProvider>
      </ApolloProvider>
    </OverlaysProvider>,
  );
  return { ...view, router, client, user: userEvent.setup() };
}

/** Calls the real gateway directly (test set-up and checks), as the admin. */
export async function gql<T = Record<string, unknown>>(
  query: string,
  variables?: Record<string, unknown>,
): Promise<GqlAnswer<T>> {
  const res = await fetch(`${gatewayUrl()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken()}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as GqlAnswer<T>;
}

/** A title no other test uses. */
export const uniqueTitle = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
