import { pathWithId } from '../../app/area';

const add = '/roomcategory/add-room-category';

export const dogCategoryPaths = {
  list: '/roomcategory/room-list',
  add,
  edit: (id: string) => pathWithId(add, id),
};
