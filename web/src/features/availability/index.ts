import { TimelineEventsIcon } from '@blueprintjs/icons';
import { listAndFormArea } from '../../app/area';
import { ja } from '../../i18n/ja';
import { availabilityPaths as p } from './paths';

export { availabilityPaths } from './paths';

/** The queries the screens start with, loaded after sign-in (see LazyScreenQueries). */
const queries = () => import('./screenQueries');

/** Availability: list, add and edit. */
export const availabilityArea = listAndFormArea('availability', p, {
  menu: [30, ja.areas.availability, TimelineEventsIcon],
  list: [() => import('./AvailabilityListPage'), () => queries().then((q) => q.list)],
  form: [() => import('./AvailabilityFormPage'), () => queries().then((q) => q.form)],
});
