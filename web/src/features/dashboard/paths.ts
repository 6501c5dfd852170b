export const dashboardPaths = {
  /** Where a signed-in user lands. */
  home: '/dashboard/default',
  analytics: '/dashboard/analytics',
  widgetStatistics: '/widget/statistics',
  widgetData: '/widget/data',
  widgetChart: '/widget/chart',
};
