import { pathWithId } from '../../app/area';

const list = '/availability/availability-list';
const add = '/availability/add-new-availability';

export const availabilityPaths = {
  list,
  /** The list screen's day view (the multi-package availability of one day). */
  day: (date?: string) => `${list}?view=day${date ? `&date=${encodeURIComponent(date)}` : ''}`,
  add,
  edit: (id: string) => pathWithId(add, id),
};
