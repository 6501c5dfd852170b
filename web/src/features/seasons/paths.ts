export const seasonPaths = {
  list: '/season/season-list',
  add: '/season/add-season',
  edit: (id: string) => `/season/add-season/${encodeURIComponent(id)}`,
};
