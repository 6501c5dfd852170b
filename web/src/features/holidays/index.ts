import { AirplaneIcon } from '@blueprintjs/icons';
import { listAndFormArea } from '../../app/area';
import { ja } from '../../i18n/ja';
import { holidayPaths as p } from './paths';

export { holidayPaths } from './paths';

/** The queries the screens start with, loaded after sign-in (see LazyScreenQueries). */
const queries = () => import('./screenQueries');

/** Holidays: list, add and edit. */
export const holidaysArea = listAndFormArea('holidays', p, {
  menu: [40, ja.areas.holidays, AirplaneIcon],
  list: [() => import('./HolidayListPage'), () => queries().then((q) => q.list)],
  form: [() => import('./HolidayFormPage'), () => queries().then((q) => q.form)],
});
