import { screen, within } from '@testing-library/react';
import { BoxIcon, CubeIcon } from '@blueprintjs/icons';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/renderApp';
import type { Area } from './area';
import { AREAS } from './areas';
import { MENU, buildMenu, isOpenItem, type MenuLink, type MenuSection } from './menu';
import { routes } from './router';
import { areaRoutes, buildAreaRoutes } from './routes/areaRoutes';

const links = (menu: MenuSection[]): MenuLink[] =>
  menu.flatMap((s) => s.entries.flatMap((e) => (e.kind === 'link' ? [e] : e.children)));

/** A path that the pattern matches: ids and tabs filled in. */
const example = (pattern: string) => pattern.replace(':id', 'x1').replace('*', 'tab');

const screenPaths = AREAS.flatMap((area) => area.screens.map((s) => s.path));

describe('the area registry', () => {
  it("generates the router's signed-in screens from the areas, each path once", () => {
    expect(areaRoutes.map((r) => r.path)).toEqual(screenPaths);
    expect(new Set(screenPaths).size).toBe(screenPaths.length);
    expect(new Set(AREAS.map((a) => a.id)).size).toBe(AREAS.length);
    for (const path of screenPaths) {
      expect(matchRoutes(routes, example(path))?.at(-1)?.route.path, path).toBe(path);
    }
  });

  it("generates the side menu from the areas: every link goes to one of an area's screens", () => {
    const menuLinks = links(MENU);
    expect(menuLinks.length).toBeGreaterThan(15);
    expect(new Set(menuLinks.map((l) => l.id)).size).toBe(menuLinks.length);
    for (const link of menuLinks) {
      const leaf = matchRoutes(routes, link.path)?.at(-1)?.route.path;
      expect(screenPaths, link.path).toContain(leaf);
      // A link is the open item on its own screen.
      expect(isOpenItem(link, new URL(link.path, 'http://x').pathname), link.id).toBe(true);
    }
    // Every area with menu entries shows them.
    const shown = new Set(menuLinks.map((l) => l.id));
    for (const area of AREAS) {
      for (const entry of area.menu?.entries ?? []) {
        const ids = 'children' in entry ? entry.children.map((c) => c.id) : [entry.id];
        for (const id of ids) expect(shown.has(id), `${area.id}: ${id}`).toBe(true);
      }
    }
  });

  it('coupons, analytics and the three widgets are in the menu', () => {
    const paths = links(MENU).map((l) => l.path);
    for (const path of [
      '/coupon/product-list',
      '/dashboard/analytics',
      '/widget/statistics',
      '/widget/data',
      '/widget/chart',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it('an added area is one more declaration: its routes, and its menu link in its place', () => {
    const extra: Area = {
      id: 'extra',
      screens: [
        { path: '/extra/list', load: () => Promise.resolve({ default: () => null }) },
        { path: '/extra/add/:id', placeholder: 'Extra' },
      ],
      menu: {
        section: 'catalogue',
        order: 15,
        entries: [{ id: 'extra', label: 'Extra', path: '/extra/list', icon: CubeIcon }],
      },
    };
    const first: Area = {
      id: 'first',
      screens: [{ path: '/first', placeholder: 'First' }],
      menu: {
        section: 'catalogue',
        order: 10,
        entries: [{ id: 'first', label: 'First', path: '/first', icon: BoxIcon }],
      },
    };
    expect(buildAreaRoutes([first, extra]).map((r) => r.path)).toEqual([
      '/first',
      '/extra/list',
      '/extra/add/:id',
    ]);
    const menu = buildMenu([extra, first]);
    expect(menu.map((s) => s.entries.map((e) => e.id))).toEqual([[], ['first', 'extra']]);
    const link = links(menu).find((l) => l.id === 'extra')!;
    // The area's one link is open on each of its screens, not elsewhere.
    expect(isOpenItem(link, '/extra/add/42')).toBe(true);
    expect(isOpenItem(link, '/first')).toBe(false);
  });
});

describe('the dashboard menu', () => {
  it('opens analytics and a widget from the menu, each the open item on its screen', async () => {
    const { user } = renderApp('/dashboard/default');
    await screen.findByRole('heading', { name: 'ダッシュボード', level: 1 });
    const menu = screen.getByRole('navigation', { name: 'メインメニュー' });
    await user.click(within(menu).getByRole('link', { name: '分析' }));
    expect(await screen.findByRole('heading', { name: '分析', level: 1 })).toBeVisible();
    expect(within(menu).getByRole('link', { name: '分析' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(menu).getByRole('link', { name: 'ダッシュボード' })).not.toHaveAttribute(
      'aria-current',
    );
    const widgets = within(menu).getByRole('button', { name: 'ウィジェット' });
    expect(widgets).toHaveAttribute('aria-expanded', 'false');
    await user.click(widgets);
    await user.click(within(menu).getByRole('link', { name: 'チャートウィジェット' }));
    expect(
      await screen.findByRole('heading', { name: 'チャートウィジェット', level: 1 }),
    ).toBeVisible();
    expect(within(menu).getByRole('button', { name: 'ウィジェット' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});
