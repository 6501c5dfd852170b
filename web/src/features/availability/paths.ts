export const availabilityPaths = {
  list: '/availability/availability-list',
  /** The list screen's day view (the multi-package availability of one day). */
  day: (date?: string) =>
    `/availability/availability-list?view=day${date ? `&date=${encodeURIComponent(date)}` : ''}`,
  add: '/availability/add-new-availability',
  edit: (id: string) => `/availability/add-new-availability/${encodeURIComponent(id)}`,
};
