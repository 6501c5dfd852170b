import { CalendarIcon } from '@blueprintjs/icons';
import { listAndFormArea } from '../../app/area';
import { ja } from '../../i18n/ja';
import { seasonPaths as p } from './paths';

export { seasonPaths } from './paths';

/** The queries the screens start with, loaded after sign-in (see LazyScreenQueries). */
const queries = () => import('./screenQueries');

/** Seasons: list, add and edit. */
export const seasonsArea = listAndFormArea('seasons', p, {
  menu: [20, ja.areas.seasons, CalendarIcon],
  list: [() => import('./SeasonListPage'), () => queries().then((q) => q.list)],
  form: [() => import('./SeasonFormPage'), () => queries().then((q) => q.form)],
});
