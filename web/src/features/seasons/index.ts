import { CalendarIcon } from '@blueprintjs/icons';
import { listAndFormArea } from '../../app/area';
import { SeasonDocument } from '../../__generated__/graphql';
import { listScreenQuery, recordScreenQuery } from '../../components/query/screenQuery';
import { ja } from '../../i18n/ja';
import { seasonPaths as p } from './paths';
import { seasonList } from './seasonList';

export { seasonPaths } from './paths';

/** Seasons: list, add and edit. */
export const seasonsArea = listAndFormArea('seasons', p, {
  menu: [20, ja.areas.seasons, CalendarIcon],
  list: [() => import('./SeasonListPage'), listScreenQuery(seasonList)],
  form: [() => import('./SeasonFormPage'), recordScreenQuery(SeasonDocument)],
});
