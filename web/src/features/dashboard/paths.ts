export const dashboardPaths = {
  home: '/dashboard/default',
  analytics: '/dashboard/analytics',
  statistics: '/widget/statistics',
  data: '/widget/data',
  chart: '/widget/chart',
};
