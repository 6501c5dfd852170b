export const holidayPaths = {
  list: '/holidays/holidays-list',
  add: '/holidays/add-holidays',
  view: (id: string) => `/holidays/add-holidays/${encodeURIComponent(id)}`,
};
