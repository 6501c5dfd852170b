// Search from anywhere (⌘K / Ctrl+K): from the moment the omnibar's debounced request starts to
// its results in the DOM. The typing pause (SEARCH_DEBOUNCE_MS in features/search) is not counted:
// the page's fetch notes when each Search request starts. The time from the text typed to the
// results, less the debounce, is printed beside it.
import type { Page } from 'playwright-core';
import { ja } from '../../../web/src/i18n/ja';
import { freshDashboard, median, RUNS } from './screenTimes';

export interface SearchRun {
  text: string;
  /** From the request's start to the results shown. */
  ms: number;
  /** From the text typed to the results shown (the debounce included). */
  sinceTyped: number;
  hits: number;
}

export const SEARCH_PROBE = `
  (() => {
    window.__searchStarts = [];
    const original = window.fetch;
    window.fetch = function (input, init) {
      const body = init && typeof init.body === 'string' ? init.body : '';
      if (body.includes('"operationName":"Search"')) {
        window.__searchStarts.push({ at: performance.now(), text: JSON.parse(body).variables.text });
      }
      return original.apply(this, arguments);
    };
    const SEARCHING = ${JSON.stringify(ja.search.searching)};
    window.__benchSearch = (text) =>
      new Promise((resolve) => {
        const input = document.querySelector('.app-search-omnibar input');
        const shown = () => {
          const list = document.querySelector('.app-search-omnibar [role="listbox"]');
          if (!list || input.value !== text) return false;
          const items = [...list.querySelectorAll('li')];
          if (items.some((li) => li.textContent === SEARCHING)) return false;
          return window.__searchStarts.some((s) => s.text === text.trim());
        };
        let typedAt = 0;
        const observer = new MutationObserver(() => {
          if (!shown()) return;
          const at = performance.now();
          observer.disconnect();
          const start = window.__searchStarts.filter((s) => s.text === text.trim()).pop();
          resolve({
            text,
            ms: at - start.at,
            sinceTyped: at - typedAt,
            hits: document.querySelectorAll('.app-search-omnibar .app-search-title').length,
          });
        });
        observer.observe(document, { childList: true, subtree: true, characterData: true });
        // As typing does: React's value setter, then an input event.
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
        setValue.call(input, text);
        typedAt = performance.now();
        input.dispatchEvent(new Event('input', { bubbles: true }));
      });
  })();
`;

/** One search per text, each from a settled dashboard with the omnibar opened by Ctrl+K. */
export async function timeSearches(page: Page, base: string, texts: string[]) {
  const runs: SearchRun[] = [];
  for (const text of texts.slice(0, RUNS)) {
    await freshDashboard(page, base);
    await page.keyboard.press('Control+K');
    await page.locator('.app-search-omnibar input').waitFor();
    runs.push(await page.evaluate<SearchRun>(`window.__benchSearch(${JSON.stringify(text)})`));
  }
  return {
    runs,
    median: median(runs.map((r) => r.ms)),
    sinceTyped: median(runs.map((r) => r.sinceTyped)),
  };
}
