// The `tests` project's global setup (product-registry-setup.ts) makes what every end-to-end
// product starts from (the web build and the seeded data: prepareProducts) in the background,
// while the other projects run, and writes a file when it is done. A test that needs them waits
// here first, so that no worker builds the web into the same folder at the same time.
import { existsSync, readFileSync } from 'node:fs';
import { inject } from 'vitest';

/** Waits for the file `inject('productsPrepared')` names: `ok`, or why the making failed. */
export async function productsPrepared(): Promise<void> {
  const marker = inject('productsPrepared');
  if (!marker) return;
  for (;;) {
    if (existsSync(marker)) {
      const outcome = readFileSync(marker, 'utf8');
      if (outcome === 'ok') return;
      throw new Error(`the web build or the seeded data could not be made:\n${outcome}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file that says the web build and the seeded data are made; '' outside `tests`. */
    productsPrepared: string;
  }
}
