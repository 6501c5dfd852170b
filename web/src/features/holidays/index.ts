import { AirplaneIcon } from '@blueprintjs/icons';
import { listAndForm, type Area } from '../../app/area';
import { HolidayDocument } from '../../__generated__/graphql';
import { listScreenQuery, recordScreenQuery } from '../../components/query/screenQuery';
import { ja } from '../../i18n/ja';
import { holidayPaths as p } from './paths';
import { holidayList } from './holidayList';

export { holidayPaths } from './paths';

/** Holidays: list, add and edit. */
export const holidaysArea: Area = {
  id: 'holidays',
  screens: listAndForm(
    { path: p.list, load: () => import('./HolidayListPage'), query: listScreenQuery(holidayList) },
    {
      path: p.add,
      load: () => import('./HolidayFormPage'),
      query: recordScreenQuery(HolidayDocument),
    },
  ),
  menu: {
    section: 'catalogue',
    order: 40,
    entries: [{ id: 'holidays', label: ja.areas.holidays, path: p.list, icon: AirplaneIcon }],
  },
};
