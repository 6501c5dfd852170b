import { pathWithId } from '../../app/area';

const add = '/package-category/add-package-category';

export const packageCategoryPaths = {
  list: '/package-category/package-category-list',
  add,
  edit: (id: string) => pathWithId(add, id),
};
