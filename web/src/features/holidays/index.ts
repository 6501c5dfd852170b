import { AirplaneIcon } from '@blueprintjs/icons';
import { withId, type Area } from '../../app/area';
import { ja } from '../../i18n/ja';
import { holidayPaths as p } from './paths';

export { holidayPaths } from './paths';

const form = () => import('./HolidayFormPage');

/** Holidays: list, add and edit. */
export const holidaysArea: Area = {
  id: 'holidays',
  screens: [
    { path: p.list, load: () => import('./HolidayListPage') },
    { path: p.add, load: form },
    { path: withId(p.add), load: form },
  ],
  menu: {
    section: 'catalogue',
    order: 40,
    entries: [{ id: 'holidays', label: ja.areas.holidays, path: p.list, icon: AirplaneIcon }],
  },
};
