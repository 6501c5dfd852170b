import { TimelineEventsIcon } from '@blueprintjs/icons';
import { listAndForm, type Area } from '../../app/area';
import { AvailabilityDocument } from '../../__generated__/graphql';
import { listScreenQuery, recordScreenQuery } from '../../components/query/screenQuery';
import { ja } from '../../i18n/ja';
import { availabilityPaths as p } from './paths';
import { availabilityList } from './availabilityList';

export { availabilityPaths } from './paths';

/** Availability: list, add and edit. */
export const availabilityArea: Area = {
  id: 'availability',
  screens: listAndForm(
    {
      path: p.list,
      load: () => import('./AvailabilityListPage'),
      query: listScreenQuery(availabilityList),
    },
    {
      path: p.add,
      load: () => import('./AvailabilityFormPage'),
      query: recordScreenQuery(AvailabilityDocument),
    },
  ),
  menu: {
    section: 'catalogue',
    order: 30,
    entries: [
      { id: 'availability', label: ja.areas.availability, path: p.list, icon: TimelineEventsIcon },
    ],
  },
};
