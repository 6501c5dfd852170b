import { CalendarIcon } from '@blueprintjs/icons';
import { withId, type Area } from '../../app/area';
import { ja } from '../../i18n/ja';
import { seasonPaths as p } from './paths';

export { seasonPaths } from './paths';

const form = () => import('./SeasonFormPage');

/** Seasons: list, add and edit. */
export const seasonsArea: Area = {
  id: 'seasons',
  screens: [
    { path: p.list, load: () => import('./SeasonListPage') },
    { path: p.add, load: form },
    { path: withId(p.add), load: form },
  ],
  menu: {
    section: 'catalogue',
    order: 20,
    entries: [{ id: 'seasons', label: ja.areas.seasons, path: p.list, icon: CalendarIcon }],
  },
};
