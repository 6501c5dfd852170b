import { pathWithId } from '../../app/area';

const add = '/categorytopics/add-categorytopics';

export const newsCategoryPaths = {
  list: '/categorytopics/categorytopics-list',
  add,
  edit: (id: string) => pathWithId(add, id),
};
