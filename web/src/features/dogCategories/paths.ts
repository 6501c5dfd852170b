export const dogCategoryPaths = {
  list: '/roomcategory/room-list',
  add: '/roomcategory/add-room-category',
  edit: (id: string) => `/roomcategory/add-room-category/${encodeURIComponent(id)}`,
};
