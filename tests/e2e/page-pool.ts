// A few pages of one browser context, lent to concurrent tests one at a time: a pass over many
// screens (accessibility, reflow) visits `size` of them at once in one Chromium. Hand-written (a
// free list and a queue of waiters) because what is pooled is the page itself, which a concurrency
// limiter such as p-limit does not hand out.
import type { BrowserContext, Page } from 'playwright-core';

export interface PagePool {
  /** Runs `use` with a page of its own, lent until it settles. */
  with<T>(use: (page: Page) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export async function pagePool(context: BrowserContext, size: number): Promise<PagePool> {
  const free: Page[] = [];
  for (let i = 0; i < size; i++) free.push(await context.newPage());
  const waiting: ((page: Page) => void)[] = [];
  const take = () =>
    new Promise<Page>((resolve) => {
      const page = free.pop();
      if (page) resolve(page);
      else waiting.push(resolve);
    });
  const give = (page: Page) => {
    const next = waiting.shift();
    if (next) next(page);
    else free.push(page);
  };
  return {
    async with(use) {
      const page = await take();
      try {
        return await use(page);
      } finally {
        give(page);
      }
    },
    close: () => context.close(),
  };
}
