import { TimelineEventsIcon } from '@blueprintjs/icons';
import { listAndFormArea } from '../../app/area';
import { AvailabilityDocument } from '../../__generated__/graphql';
import { listScreenQuery, recordScreenQuery } from '../../components/query/screenQuery';
import { ja } from '../../i18n/ja';
import { availabilityPaths as p } from './paths';
import { availabilityList } from './availabilityList';

export { availabilityPaths } from './paths';

/** Availability: list, add and edit. */
export const availabilityArea = listAndFormArea('availability', p, {
  menu: [30, ja.areas.availability, TimelineEventsIcon],
  list: [() => import('./AvailabilityListPage'), listScreenQuery(availabilityList)],
  form: [() => import('./AvailabilityFormPage'), recordScreenQuery(AvailabilityDocument)],
});
