/**
 * The READ endpoints of docs/product.md §7, each as the GraphQL query the screens send through the
 * gateway (every field selected) and the REST path it reads (for the envelope check).
 */
export interface ListProbe {
  kind: 'list';
  /** GraphQL root field. */
  field: string;
  rest: string;
  /** The get of the same area, probed for ids found on the list's first page. */
  get?: { field: string; rest: (id: string) => string };
  args?: string;
}

export interface OneProbe {
  kind: 'one';
  field: string;
  rest: string;
  args?: string;
}

export type Probe = ListProbe | OneProbe;

const id = (path: string) => (value: string) => `${path}/${encodeURIComponent(value)}`;

/** Today in Japan (the business's day), YYYY-MM-DD. */
export const todayInJapan = (): string =>
  new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);

export function probes(pageSize: number): Probe[] {
  const q = `query: { page: 1, pageSize: ${pageSize} }`;
  const page = `?pageNo=1&pageSize=${pageSize}`;
  return [
    {
      kind: 'list',
      field: 'packages',
      args: q,
      rest: `/admin/package/list${page}`,
      get: { field: 'package', rest: id('/admin/package/get') },
    },
    { kind: 'one', field: 'packageOptions', rest: '/admin/package/all/list' },
    {
      kind: 'list',
      field: 'galleryImages',
      args: q,
      rest: `/gallery/list${page}`,
      get: { field: 'galleryImage', rest: id('/gallery/get') },
    },
    {
      kind: 'list',
      field: 'galleryCovers',
      args: q,
      rest: `/gallery/cover/list${page}`,
      get: { field: 'galleryCover', rest: id('/gallery/cover/get') },
    },
    {
      kind: 'list',
      field: 'availabilities',
      args: q,
      rest: `/availability/list${page}`,
      get: { field: 'availability', rest: id('/availability/get') },
    },
    {
      kind: 'one',
      field: 'packagesOnDay',
      args: `date: "${todayInJapan()}"`,
      rest: `/availability/package/season?startDate=${todayInJapan()}`,
    },
    {
      kind: 'list',
      field: 'seasons',
      args: q,
      rest: `/season/list${page}`,
      get: { field: 'season', rest: id('/season/get') },
    },
    {
      kind: 'list',
      field: 'bookings',
      args: q,
      rest: `/booking/list${page}`,
      get: { field: 'booking', rest: id('/booking/get') },
    },
    { kind: 'list', field: 'bookingsByBookingDate', args: q, rest: `/booking/new/list${page}` },
    {
      kind: 'list',
      field: 'pendingBookings',
      args: q,
      rest: `/booking/pending/bookings/list${page}`,
    },
    {
      kind: 'list',
      field: 'cancelledBookings',
      args: q,
      rest: `/booking/cancelled/bookings/list${page}`,
    },
    {
      kind: 'list',
      field: 'dogCategories',
      args: q,
      rest: `/room/list${page}`,
      get: { field: 'dogCategory', rest: id('/room/get') },
    },
    {
      kind: 'list',
      field: 'packageCategories',
      args: q,
      rest: `/package-category/list${page}`,
      get: { field: 'packageCategory', rest: id('/package-category/get') },
    },
    { kind: 'one', field: 'siteSettings', rest: '/setting/get' },
    {
      kind: 'list',
      field: 'newsCategories',
      args: q,
      rest: `/news/category/list${page}`,
      get: { field: 'newsCategory', rest: id('/news/category/get') },
    },
    { kind: 'one', field: 'allNewsCategories', rest: '/news/category/all/list' },
    {
      kind: 'list',
      field: 'newsTopics',
      args: q,
      rest: `/news/list${page}`,
      get: { field: 'newsTopic', rest: id('/news/get') },
    },
    {
      kind: 'list',
      field: 'holidays',
      args: q,
      rest: `/holiday/list${page}`,
      get: { field: 'holiday', rest: id('/holiday/get') },
    },
    {
      kind: 'list',
      field: 'users',
      args: q,
      rest: `/admin/list${page}`,
      get: { field: 'user', rest: id('/admin/get') },
    },
    { kind: 'one', field: 'userCounts', rest: '/admin/get/total/user_blog' },
    { kind: 'one', field: 'dashboard', rest: '/dashboard/summary' },
    { kind: 'one', field: 'dashboardGraph', rest: '/dashboard/graph/visitDate' },
    { kind: 'one', field: 'dashboardMonths', rest: '/dashboard/search/month' },
    { kind: 'one', field: 'walletBalance', rest: '/airports/getApiBalance' },
    {
      kind: 'list',
      field: 'coupons',
      args: 'query: { page: 1, pageSize: 10000 }',
      rest: '/coupon/allCoupon?pageNo=1&pageSize=10000',
    },
    { kind: 'one', field: 'viewer', rest: '/auth/user/me' },
  ];
}
