// An end-to-end file's product, started while the file before it ran. Each file still gets its
// own product on a fresh copy of the seeded data (no file sees another's data), but it no longer
// waits for `npm start`: when a file takes its product, the next one starts in the background.
// The files of the `tests` project share this module (isolate: false), so the product started
// ahead is there for the next file. The project's global setup (product-registry-setup.ts) names
// a folder where every product is listed while it runs, and stops the one left over at the end.
import { inject } from 'vitest';
import { startProduct, type RunningProduct } from './product';

let ahead: Promise<RunningProduct> | undefined;

/** This file's product: the one started ahead, or a new one; the next one starts once it is up. */
export function e2eProduct(): Promise<RunningProduct> {
  const registry = inject('productRegistry');
  if (!registry) return startProduct();
  const mine = ahead ?? startProduct({ registry });
  // After this file's product is up, so the two starts do not compete for the two cores.
  ahead = mine.then(
    () => startProduct({ registry }),
    () => startProduct({ registry }),
  );
  // A failed start ahead is reported by the file that takes it, not as an unhandled rejection.
  ahead.catch(() => undefined);
  return mine;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder listing the running products (product-registry-setup.ts); '' outside `tests`. */
    productRegistry: string;
  }
}
