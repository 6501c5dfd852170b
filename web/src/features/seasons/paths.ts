import { pathWithId } from '../../app/area';

const add = '/season/add-season';

export const seasonPaths = {
  list: '/season/season-list',
  add,
  edit: (id: string) => pathWithId(add, id),
};
