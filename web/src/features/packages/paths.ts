import { pathWithId } from '../../app/area';

const add = '/offer/add-new-product';

export const packagePaths = {
  list: '/offer/product-list',
  add,
  edit: (id: string) => pathWithId(add, id),
};
