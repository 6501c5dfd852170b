// The accessibility check's list of screens, from area declarations: every kind of route is
// turned into something a browser can open.
import { ListIcon } from '@blueprintjs/icons';
import { describe, expect, it } from 'vitest';
import type { Area } from '../../web/src/app/area';
import { AREAS } from '../../web/src/app/areas';
import { axeScreens } from './axe-screens';

const load = () => Promise.resolve({ default: () => null });

const photos: Area = {
  id: 'photos',
  screens: [
    { path: '/photos/list', load },
    { path: '/photos/add', load },
    { path: '/photos/add/:id', load },
    { path: '/photos/account/*', load },
  ],
  menu: {
    section: 'catalogue',
    order: 1,
    entries: [
      {
        id: 'photos',
        label: '写真',
        icon: ListIcon,
        children: [
          { id: 'photos-list', label: '写真', path: '/photos/list', icon: ListIcon },
          { id: 'covers', label: 'カバー', path: '/photos/list?list=covers', icon: ListIcon },
        ],
      },
    ],
  },
};

describe('axeScreens', () => {
  it('opens paths as they are, records from the lists, tabs screen by screen', () => {
    const lists = ['/photos/list', '/photos/add', '/photos/list?list=covers'];
    expect(axeScreens([photos], ['/photos/add'])).toEqual([
      { name: '/photos/list', pattern: '/photos/list', tabs: false, areaLists: lists },
      { name: '/photos/add', pattern: '/photos/add', tabs: false, areaLists: lists },
      { name: '/photos/add/:id', pattern: '/photos/add/:id', tabs: false, areaLists: lists },
      { name: '/photos/account/*', pattern: '/photos/account', tabs: true, areaLists: lists },
      {
        name: '/photos/list?list=covers',
        pattern: '/photos/list?list=covers',
        tabs: false,
        areaLists: lists,
      },
      { name: '/photos/add?id=:id', pattern: '/photos/add?id=:id', tabs: false, areaLists: lists },
    ]);
  });

  it('covers every screen every area declares, each once', () => {
    const names = axeScreens(AREAS).map((s) => s.name);
    expect(new Set(names).size).toBe(names.length);
    for (const area of AREAS) for (const s of area.screens) expect(names).toContain(s.path);
  });
});
