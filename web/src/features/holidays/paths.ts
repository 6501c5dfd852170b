import { pathWithId } from '../../app/area';

const add = '/holidays/add-holidays';

export const holidayPaths = {
  list: '/holidays/holidays-list',
  add,
  edit: (id: string) => pathWithId(add, id),
};
