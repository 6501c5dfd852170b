// The end-to-end files' products. The files of a worker run one after another in one process
// (isolate: false) and share one product (`npm start` on a fresh copy of the seeded data, made on
// the first file's demand), so a file no longer pays a product's start: about 4 s of CPU for the
// gateway and the api, 1 s to copy the data, and the api's schemas compiled again as routes are
// first used. The project's global teardown (product-registry-setup.ts) stops it.
//
// What that asks of a file on the shared product: it finds the data as earlier files (in any
// order) left it, so it creates its own records under unique names, puts back what it changes in
// seeded records and settings, and asserts only on what it made or on figures it reads at the
// same moment. A file that reads every screen's whole text or the first rows of lists, where any
// other file's record may show (accessibility, japanese-text), takes a product of its own:
// `e2eProduct({ own: true })`.
import { inject } from 'vitest';
import { startProduct, type RunningProduct } from './product';
import { productsPrepared } from './products-prepared';

let shared: Promise<RunningProduct> | undefined;

async function alive(product: RunningProduct): Promise<boolean> {
  try {
    return (await fetch(`${product.url}/readyz`)).ok;
  } catch {
    return false;
  }
}

/** The worker's shared product (see above), or, with `own`, a product of the file's own. */
export async function e2eProduct({ own = false } = {}): Promise<RunningProduct> {
  const registry = inject('productRegistry');
  await productsPrepared();
  // Outside the `tests` project nobody would stop a shared product: every file has its own.
  if (own || !registry) return startProduct({ registry: registry || undefined });
  // One that a crash stopped, or whose start failed, is replaced for the next file.
  if (shared) {
    const product = await shared.catch(() => undefined);
    if (!product || !(await alive(product))) shared = undefined;
  }
  shared ??= startProduct({ registry }).then((product) => ({
    ...product,
    // Left running for the next file; the global teardown stops it.
    stop: async () => undefined,
  }));
  return shared;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder listing the running products (product-registry-setup.ts); '' outside `tests`. */
    productRegistry: string;
  }
}
