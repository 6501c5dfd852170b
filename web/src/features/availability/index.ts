import { TimelineEventsIcon } from '@blueprintjs/icons';
import { withId, type Area } from '../../app/area';
import { ja } from '../../i18n/ja';
import { availabilityPaths as p } from './paths';

export { availabilityPaths } from './paths';

const form = () => import('./AvailabilityFormPage');

/** Availability: list, add and edit. */
export const availabilityArea: Area = {
  id: 'availability',
  screens: [
    { path: p.list, load: () => import('./AvailabilityListPage') },
    { path: p.add, load: form },
    { path: withId(p.add), load: form },
  ],
  menu: {
    section: 'catalogue',
    order: 30,
    entries: [
      { id: 'availability', label: ja.areas.availability, path: p.list, icon: TimelineEventsIcon },
    ],
  },
};
