import type { ComponentType, ElementType } from 'react';
import type { LazyScreenQueries } from '../components/query/screenQuery';

/**
 * An area of the admin (packages, seasons, bookings…) declares itself once, in
 * `features/<area>/index.ts`: its screens (docs/product.md §2 routes) and its side-menu entries.
 * The router and the side menu are generated from the list in `app/areas.ts`.
 */
export interface Area {
  /** Unique, e.g. `packages`. */
  id: string;
  screens: AreaScreen[];
  /** Left out: the area's screens are reachable by URL only. */
  menu?: AreaMenu;
}

/** A built screen, loaded on first visit (its code stays out of the sign-in page's bundle). */
export interface BuiltScreen {
  /** The route pattern, e.g. `/offer/add-new-product/:id`. */
  path: string;
  load: () => Promise<{ default: ComponentType }>;
  /**
   * The query the screen starts with, or all of them, from the area's `screenQueries.ts` (a small
   * module of its own, so the sign-in page's bundle holds no operation): the router loads it and
   * asks for them together beside the screen's code, and the screen's hooks reuse those requests.
   */
  query?: LazyScreenQueries;
}

/**
 * The usual screens of an area: its list, and one form that adds (at its path) and edits (at its
 * path followed by the record's id).
 */
export const listAndForm = (list: BuiltScreen, form: BuiltScreen): BuiltScreen[] => [
  list,
  form,
  { ...form, path: withId(form.path) },
];

/** A screen's code and the query (or queries) it starts with (see `BuiltScreen`). */
export type ScreenParts = [load: BuiltScreen['load'], query?: LazyScreenQueries];

/**
 * The usual area: `listAndForm`'s screens, with one link to the list in the side menu's catalogue
 * section.
 */
export const listAndFormArea = (
  id: string,
  paths: { list: string; add: string },
  parts: {
    /** Place in the catalogue section, label (from ja.ts) and icon of the menu link. */
    menu: [order: number, label: string, icon: ElementType];
    list: ScreenParts;
    form: ScreenParts;
  },
): Area => {
  const [order, label, icon] = parts.menu;
  return {
    id,
    screens: listAndForm(
      { path: paths.list, load: parts.list[0], query: parts.list[1] },
      { path: paths.add, load: parts.form[0], query: parts.form[1] },
    ),
    menu: { section: 'catalogue', order, entries: [{ id, label, path: paths.list, icon }] },
  };
};

/** A screen not built yet (docs/product.md §2): a page inside the shell naming it. */
export interface PlaceholderScreen {
  path: string;
  placeholder: string;
}

export type AreaScreen = BuiltScreen | PlaceholderScreen;

/** The side menu's sections, in their order. */
export const MENU_SECTIONS = ['dashboard', 'catalogue'] as const;
export type MenuSectionId = (typeof MENU_SECTIONS)[number];

export interface AreaMenuLink {
  id: string;
  /** From ja.ts. */
  label: string;
  /** Where the link goes. */
  path: string;
  icon: ElementType;
  /** Shown to administrators only (their screens refuse staff anyway), e.g. 連携キー. */
  adminOnly?: boolean;
  /**
   * Route patterns that make this the open item. Left out: the screens of its area when the area
   * has one menu link, else the link's own path.
   */
  matches?: string[];
}

export interface AreaMenuGroup {
  id: string;
  label: string;
  icon: ElementType;
  children: AreaMenuLink[];
}

export type AreaMenuEntry = AreaMenuLink | AreaMenuGroup;

export interface AreaMenu {
  section: MenuSectionId;
  /** Place within the section, lowest first. */
  order: number;
  entries: AreaMenuEntry[];
}

/** The route pattern of a screen that takes a record id after `path`. */
export const withId = (path: string) => `${path}/:id`;

/** `path` followed by a record id, as a link. */
export const pathWithId = (path: string, id: string) => `${path}/${encodeURIComponent(id)}`;
