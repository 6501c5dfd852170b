export const holidayPaths = {
  list: '/holidays/holidays-list',
  add: '/holidays/add-holidays',
  edit: (id: string) => `/holidays/add-holidays/${encodeURIComponent(id)}`,
};
