// In-page timing of an in-app navigation: `window.__benchGo(href, kind)` follows the side menu's
// link to `href` when there is one (else navigates the router the way a link does: a history entry
// and a popstate event, no page load) and resolves with the ms from the click until the screen's
// content is in the DOM (checked on every DOM change, so the time is that of the change that
// completed it). Kept as page source text: tsx would wrap functions passed to the page in helpers
// the page lacks.
//
// Visible means, for every kind: the new screen's heading (`#app-main h1`, not the dashboard's),
// the URL is `href`, and nothing in the main area still loads (no skeleton, no spinner, nothing
// aria-busy). Then, by kind:
// - list: data rows (a table row with cells, or a card of a card grid)
// - form: its fields, and every select holding more than its placeholder (choices loaded); for a
//   screen without a form (the signed-in user's details), its details
// - record: as form, with at least one text field filled from the record; or, for a screen that
//   shows a record as details (without a form, or with a small one beside them, like a booking's
//   メモ), its details (label / value pairs or a table of values)
// - dayBoard: the day's arrival rows
import type { ScreenKind } from './screenList';

export type ProbeKind = ScreenKind | 'dayBoard';

export interface Visit {
  ms: number;
  /** The page's clock (performance.now()) at the click. */
  start: number;
  /** Data rows in the main area when it became visible. */
  rows: number;
  /** Links in the main area (record screens take their ids from them). */
  links: string[];
  /** An empty list's message was shown instead of rows. */
  empty: boolean;
}

export const VISIBLE_PROBE = `
  (() => {
    const LOADING = '.bp6-skeleton, .bp6-spinner, [aria-busy="true"]';
    const TEXT_FIELDS =
      'input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([type=file]), textarea';
    const rowsIn = (main) =>
      [...main.querySelectorAll('tbody tr:not([aria-hidden="true"])')].filter((tr) => tr.querySelector('td'))
        .length + main.querySelectorAll('.app-grid > li:not([aria-hidden="true"])').length;
    const fieldsReady = (main) => {
      const form = main.querySelector('form');
      if (!form || !form.querySelector('input, select, textarea')) return false;
      return [...form.querySelectorAll('select')].every((s) => s.options.length > 1 || s.disabled);
    };
    const details = (main) => Boolean(main.querySelector('dl dd, tbody td'));
    const checks = {
      list: (main) => rowsIn(main) > 0 || Boolean(main.querySelector('.bp6-non-ideal-state')),
      form: (main) => (main.querySelector('form') ? fieldsReady(main) : details(main)),
      record: (main) => {
        const form = main.querySelector('form');
        // A record shown as details (a booking), even with a small form beside them (its メモ).
        if (!form || main.querySelector('.app-detail')) return details(main);
        return fieldsReady(main) && [...form.querySelectorAll(TEXT_FIELDS)].some((f) => f.value !== '');
      },
      dayBoard: (main) => Boolean(main.querySelector('.app-dayboard-arrivals tbody tr')),
    };
    window.__benchGo = (href, kind) =>
      new Promise((resolve) => {
        const before = document.querySelector('#app-main h1');
        const visible = () => {
          const main = document.querySelector('#app-main');
          const h1 = main && main.querySelector('h1');
          if (!h1 || h1 === before) return false;
          if (location.pathname + location.search !== href) return false;
          if (main.querySelector(LOADING)) return false;
          return checks[kind](main);
        };
        let start = 0;
        const observer = new MutationObserver(() => {
          if (!visible()) return;
          const ms = performance.now() - start;
          observer.disconnect();
          const main = document.querySelector('#app-main');
          resolve({
            ms,
            start,
            rows: rowsIn(main),
            links: [...main.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')),
            empty: Boolean(main.querySelector('.bp6-non-ideal-state')),
          });
        });
        observer.observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
        const link = document.querySelector('#app-side-menu a[href="' + href + '"]');
        start = performance.now();
        if (link) link.click();
        else {
          const idx = ((history.state && history.state.idx) || 0) + 1;
          history.pushState({ usr: null, key: 'bench' + idx, idx }, '', href);
          dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
        }
      });
  })();
`;
