import { matchPath } from 'react-router-dom';
import type { ReactElement } from 'react';
import { ja } from '../i18n/ja';
import {
  MENU_SECTIONS,
  type Area,
  type AreaMenuEntry,
  type AreaMenuLink,
  type MenuSectionId,
} from './area';
import { AREAS } from './areas';

export interface MenuLink {
  kind: 'link';
  id: string;
  label: string;
  path: string;
  icon: ReactElement;
  /** Route patterns that make this item the open one. */
  matches: string[];
  /** Left out of staff members' menus (the screen refuses them anyway). */
  adminOnly: boolean;
}

export interface MenuGroup {
  kind: 'group';
  id: string;
  label: string;
  icon: ReactElement;
  children: MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;

export interface MenuSection {
  id: MenuSectionId;
  label: string;
  entries: MenuEntry[];
}

const SECTION_LABELS: Record<MenuSectionId, string> = {
  dashboard: ja.menu.dashboardGroup,
  catalogue: ja.menu.catalogueGroup,
};

const isLink = (entry: AreaMenuEntry): entry is AreaMenuLink => 'path' in entry;

/** An area's menu entries; a link without `matches` is open on its area's screens when it is the area's one link. */
function menuEntries(area: Area): MenuEntry[] {
  const entries = area.menu?.entries ?? [];
  const oneLink = entries.length === 1 && isLink(entries[0]!);
  const link = (l: AreaMenuLink): MenuLink => ({
    kind: 'link',
    id: l.id,
    label: l.label,
    path: l.path,
    icon: <l.icon />,
    matches: l.matches ?? (oneLink ? area.screens.map((s) => s.path) : [l.path]),
    adminOnly: l.adminOnly ?? false,
  });
  return entries.map((entry) =>
    isLink(entry)
      ? link(entry)
      : {
          kind: 'group',
          id: entry.id,
          label: entry.label,
          icon: <entry.icon />,
          children: entry.children.map(link),
        },
  );
}

/** The side menu, generated from the areas: each section's areas in their `order`. */
export function buildMenu(areas: readonly Area[]): MenuSection[] {
  return MENU_SECTIONS.map((id) => ({
    id,
    label: SECTION_LABELS[id],
    entries: areas
      .filter((area) => area.menu?.section === id)
      .sort((a, b) => a.menu!.order - b.menu!.order)
      .flatMap(menuEntries),
  }));
}

/** The side menu: the dashboard, then the areas in their order (docs/product.md §2). */
export const MENU: MenuSection[] = buildMenu(AREAS);

/** Whether `item` is the open item for `pathname`. */
export function isOpenItem(item: MenuLink, pathname: string): boolean {
  return item.matches.some((pattern) => matchPath(pattern, pathname) !== null);
}
