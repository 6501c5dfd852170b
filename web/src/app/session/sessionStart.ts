import type { ApolloClient } from '@apollo/client';
import {
  ViewerDocument,
  type ViewerFieldsFragment,
  type ViewerQuery,
} from '../../__generated__/auth';

/** Who is signed in as the app starts, and why not if nobody is (e.g. the gateway is down). */
export interface SessionStart {
  state: { status: 'signedIn'; viewer: ViewerFieldsFragment } | { status: 'signedOut' };
  error?: unknown;
}

/** Asks the gateway who is signed in; settles either way (no session is a normal answer). */
export function startSession(client: ApolloClient<object>): Promise<SessionStart> {
  return (
    client
      // A refusal (no session) rejects, whatever the client's default error policy.
      .query<ViewerQuery>({
        query: ViewerDocument,
        fetchPolicy: 'network-only',
        errorPolicy: 'none',
      })
      .then(
        ({ data }): SessionStart =>
          data.viewer
            ? { state: { status: 'signedIn', viewer: data.viewer } }
            : { state: { status: 'signedOut' } },
        (error: unknown) => ({ state: { status: 'signedOut' }, error }),
      )
  );
}
