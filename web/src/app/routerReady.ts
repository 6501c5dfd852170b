import {
  createQueryPreloader,
  type ApolloClient,
  type NormalizedCacheObject,
} from '@apollo/client';
import { preloadedIn } from '../components/query/preloaded';
import type { createAppRouter } from './router';

/** Settles once the router has loaded its first screen (its code, its loaders run). */
export function routerReady(router: ReturnType<typeof createAppRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * Settles once the router has loaded its first screen and the queries its loader preloaded have
 * their answers (or failed), or `waitAtMostMs` after the screen was loaded, whichever is first.
 * The app's first render waits on it (main.tsx): a screen whose answer is moments away renders
 * once, with its data, instead of its loading view and then again (on the 10 000-coupon list that
 * second render and the layout between cost about 120 ms); a slower answer is not waited for.
 */
export async function firstScreenReady(
  router: ReturnType<typeof createAppRouter>,
  client: ApolloClient<NormalizedCacheObject>,
  waitAtMostMs: number,
): Promise<void> {
  await routerReady(router);
  const preloadQuery = createQueryPreloader(client);
  const answers = Object.values(router.state.loaderData)
    .flatMap(preloadedIn)
    .map((q) => preloadQuery.toPromise(q.ref));
  if (answers.length === 0) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.allSettled(answers),
    new Promise((resolve) => (timer = setTimeout(resolve, waitAtMostMs))),
  ]);
  clearTimeout(timer);
}
