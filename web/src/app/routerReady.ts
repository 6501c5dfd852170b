import type { createAppRouter } from './router';

/** Settles once the router has loaded its first screen (its code, its loaders started). */
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
