// The signed-in screens the accessibility check visits, derived from the areas' declarations
// (web/src/app/areas.ts): a new area or screen is checked without a change here.
import type { Area, AreaMenuEntry } from '../../web/src/app/area';

export interface AxeScreen {
  /** The test's name: the route pattern. */
  name: string;
  /** A path to open, or a route pattern ending in `/:id` (or `?id=:id`) for a record's screen. */
  pattern: string;
  /** A screen of tabs (`…/*`): each tab is checked. */
  tabs: boolean;
  /** The area's screens without an id, where a record's link is looked for. */
  areaLists: string[];
}

const menuPaths = (entries: AreaMenuEntry[]): string[] =>
  entries.flatMap((e) => ('children' in e ? menuPaths(e.children) : [e.path]));

/**
 * Every screen of every area: paths as they are, `…/*` as a screen of tabs, `…/:id` as the first
 * record linked from the area's screens; menu links with a query (`?list=covers`) as screens of
 * their own; and `recordsByQuery` (screens that edit the record named by `?id=`) once more with a
 * record.
 */
export function axeScreens(areas: readonly Area[], recordsByQuery: string[] = []): AxeScreen[] {
  return areas.flatMap((area) => {
    const paths = area.screens.map((s) => s.path);
    const plain = paths.filter((p) => !p.includes(':') && !p.endsWith('/*'));
    const withQuery = menuPaths(area.menu?.entries ?? []).filter(
      (p) => p.includes('?') && !plain.includes(p),
    );
    const lists = [...plain, ...withQuery];
    const screen = (pattern: string, tabs = false): AxeScreen => ({
      name: tabs ? `${pattern}/*` : pattern,
      pattern,
      tabs,
      areaLists: lists,
    });
    return [
      ...paths.map((p) => (p.endsWith('/*') ? screen(p.slice(0, -2), true) : screen(p))),
      ...withQuery.map((p) => screen(p)),
      ...plain.filter((p) => recordsByQuery.includes(p)).map((p) => screen(`${p}?id=:id`)),
    ];
  });
}
