import { CalendarIcon } from '@blueprintjs/icons';
import { listAndForm, type Area } from '../../app/area';
import { SeasonDocument } from '../../__generated__/graphql';
import { listScreenQuery, recordScreenQuery } from '../../components/query/screenQuery';
import { ja } from '../../i18n/ja';
import { seasonPaths as p } from './paths';
import { seasonList } from './seasonList';

export { seasonPaths } from './paths';

/** Seasons: list, add and edit. */
export const seasonsArea: Area = {
  id: 'seasons',
  screens: listAndForm(
    { path: p.list, load: () => import('./SeasonListPage'), query: listScreenQuery(seasonList) },
    {
      path: p.add,
      load: () => import('./SeasonFormPage'),
      query: recordScreenQuery(SeasonDocument),
    },
  ),
  menu: {
    section: 'catalogue',
    order: 20,
    entries: [{ id: 'seasons', label: ja.areas.seasons, path: p.list, icon: CalendarIcon }],
  },
};
