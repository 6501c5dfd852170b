export const newsCategoryPaths = {
  list: '/categorytopics/categorytopics-list',
  add: '/categorytopics/add-categorytopics',
  edit: (id: string) => `/categorytopics/add-categorytopics/${encodeURIComponent(id)}`,
};
