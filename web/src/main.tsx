import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '@blueprintjs/core/lib/css/blueprint.css';
import './theme/presets.css';
import './theme/app.css';
import { App } from './app/App';
import { createApolloClient } from './app/apolloClient';
import { createAppRouter } from './app/router';
import { firstScreenReady } from './app/routerReady';
import { startSession } from './app/session/sessionStart';
import { sessionEvents } from './app/session/sessionEvents';
import { ja } from './i18n/ja';
import { guardIconLoader } from './theme/icons';
import { loadStyles } from './theme/loadStyles';

guardIconLoader();
document.title = ja.app.name;

// Everything the first screen needs starts now: the profile, and (through the router) the
// screen's code and the queries its route loader preloads. index.html shows a spinner meanwhile;
// React renders once, the whole first screen with its data, rather than a spinner first and the
// screen after. An answer slower than FIRST_ANSWER_WAIT_MS is not waited for: the screen's route
// shows its loading view (see firstScreenReady).
const FIRST_ANSWER_WAIT_MS = 400;
const client = createApolloClient({ onUnauthenticated: () => sessionEvents.expired() });
const session = startSession(client);
const router = createAppRouter(client);
const firstScreen = firstScreenReady(router, client, FIRST_ANSWER_WAIT_MS);
// The CSS, preloaded by index.html beside this script, is applied here rather than blocking the
// spinner's first paint; React renders once it is in.
const styles = loadStyles();

// The first render is a transition: React renders it in slices of a few milliseconds and lets
// the browser in between, instead of one task that holds a phone's main thread for half a second.
// Nothing shows until it commits, the whole screen at once as before.
void Promise.all([session, firstScreen, styles]).then(([start]) => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App client={client} router={router} session={start} />
      </StrictMode>,
    );
  });
});
