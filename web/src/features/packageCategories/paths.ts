export const packageCategoryPaths = {
  list: '/package-category/package-category-list',
  add: '/package-category/add-package-category',
  edit: (id: string) => `/package-category/add-package-category/${encodeURIComponent(id)}`,
};
