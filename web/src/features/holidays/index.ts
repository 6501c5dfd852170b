import { AirplaneIcon } from '@blueprintjs/icons';
import { listAndFormArea } from '../../app/area';
import { HolidayDocument } from '../../__generated__/graphql';
import { listScreenQuery, recordScreenQuery } from '../../components/query/screenQuery';
import { ja } from '../../i18n/ja';
import { holidayPaths as p } from './paths';
import { holidayList } from './holidayList';

export { holidayPaths } from './paths';

/** Holidays: list, add and edit. */
export const holidaysArea = listAndFormArea('holidays', p, {
  menu: [40, ja.areas.holidays, AirplaneIcon],
  list: [() => import('./HolidayListPage'), listScreenQuery(holidayList)],
  form: [() => import('./HolidayFormPage'), recordScreenQuery(HolidayDocument)],
});
