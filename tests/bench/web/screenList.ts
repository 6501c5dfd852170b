// The screens the web bench opens, generated from the admin's area registry (web/src/app/areas.ts):
// every list and form screen of docs/product.md §2 that an area declares, with what "visible" means
// for each kind of screen (see visibleProbe.ts).
import { join } from 'node:path';
import { require as tsxRequire } from 'tsx/cjs/api';
import type { Area, AreaMenuEntry } from '../../../web/src/app/area';
import { ROOT } from '../../support/product';

/**
 * - `list`: a side-menu link; visible once its rows are in (or the one record a view shows)
 * - `form`: a screen with no record id (add, look-up); visible once its fields are there, or
 *   for one that shows a record without a form (the signed-in user's details), its details
 * - `record`: a screen of one record (edit form or details); visible once its fields are filled
 *   from the record (or its details are shown)
 */
export type ScreenKind = 'list' | 'form' | 'record';

export interface BenchScreen {
  area: string;
  /** The route pattern, e.g. `/offer/add-new-product/:id`. */
  pattern: string;
  kind: ScreenKind;
}

/**
 * Areas with rows of their own: the dashboard (where every navigation starts) and the day board
 * (a busy day's board, its own target).
 */
const SKIPPED_AREAS = new Set(['dashboard', 'dayBoard']);

const menuPaths = (entries: AreaMenuEntry[]): string[] =>
  entries.flatMap((e) => ('path' in e ? [e.path.split('?')[0]!] : menuPaths(e.children)));

/**
 * Every built screen of the registry (placeholder screens, and
 * the signed-in user's own account tabs (`/*`), left out), lists first: the record screens take
 * their record ids from links on the lists.
 */
export function benchScreens(): BenchScreen[] {
  // Loaded at run time, as CommonJS: the registry's modules are the web's (tsc checks them there),
  // and Node's ESM loader refuses @apollo/client's named exports, which Vite bundles.
  const { AREAS } = tsxRequire(join(ROOT, 'web/src/app/areas.ts'), import.meta.url) as {
    AREAS: readonly Area[];
  };
  const screens: BenchScreen[] = [];
  for (const area of AREAS) {
    if (SKIPPED_AREAS.has(area.id)) continue;
    const menu = new Set(menuPaths(area.menu?.entries ?? []));
    for (const screen of area.screens) {
      if (!('load' in screen) || screen.path.includes('*')) continue;
      let kind: ScreenKind = 'form';
      if (screen.path.includes(':id')) kind = 'record';
      else if (menu.has(screen.path)) kind = 'list';
      screens.push({ area: area.id, pattern: screen.path, kind });
    }
  }
  const order: Record<ScreenKind, number> = { list: 0, form: 1, record: 2 };
  return screens.sort((a, b) => order[a.kind] - order[b.kind]);
}

/**
 * The URL of a record screen, from the links a list showed: `/x/:id` takes the first link to
 * `/x/<id>`. A form screen that edits by `?id=` instead (coupons) gets a record screen of its
 * own when a list links to `<form>?id=`.
 */
export function recordUrl(pattern: string, links: string[]): string | undefined {
  if (pattern.endsWith('?id=:id')) {
    const base = pattern.slice(0, -':id'.length);
    return links.find((href) => href.startsWith(base) && href.length > base.length);
  }
  const base = pattern.replace(/\/:id$/, '/');
  return links.find((href) => href.startsWith(base) && href.length > base.length)?.split('?')[0];
}

/** Form screens that edit a record by `?id=` (no `/:id` route), with a link found on a list. */
export function queryIdRecords(screens: BenchScreen[], links: string[]): BenchScreen[] {
  const patterns = new Set(screens.map((s) => s.pattern));
  return screens
    .filter((s) => s.kind === 'form' && !patterns.has(`${s.pattern}/:id`))
    .filter((s) => links.some((href) => href.startsWith(`${s.pattern}?id=`)))
    .map((s) => ({ ...s, pattern: `${s.pattern}?id=:id`, kind: 'record' as const }));
}
