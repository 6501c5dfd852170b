import {
  ChartIcon,
  DashboardIcon,
  GridViewIcon,
  TimelineAreaChartIcon,
  TimelineBarChartIcon,
  WidgetIcon,
} from '@blueprintjs/icons';
import type { Area } from '../../app/area';
import { ja } from '../../i18n/ja';
import { dashboardPaths as p } from './paths';

export { dashboardPaths } from './paths';

/** The dashboard, its analytics and the three widgets (under the dashboard in the menu). */
export const dashboardArea: Area = {
  id: 'dashboard',
  screens: [
    { path: p.home, load: () => import('./DashboardPage') },
    { path: p.analytics, load: () => import('./AnalyticsPage') },
    { path: p.widgetStatistics, load: () => import('./StatisticsWidget') },
    { path: p.widgetData, load: () => import('./DataWidget') },
    { path: p.widgetChart, load: () => import('./ChartWidget') },
  ],
  menu: {
    section: 'dashboard',
    order: 0,
    entries: [
      { id: 'dashboard', label: ja.areas.dashboard, path: p.home, icon: DashboardIcon },
      {
        id: 'analytics',
        label: ja.areas.analytics,
        path: p.analytics,
        icon: TimelineAreaChartIcon,
      },
      {
        id: 'widgets',
        label: ja.menu.widgetGroup,
        icon: WidgetIcon,
        children: [
          {
            id: 'widget-statistics',
            label: ja.areas.widgetStatistics,
            path: p.widgetStatistics,
            icon: TimelineBarChartIcon,
          },
          { id: 'widget-data', label: ja.areas.widgetData, path: p.widgetData, icon: GridViewIcon },
          { id: 'widget-chart', label: ja.areas.widgetChart, path: p.widgetChart, icon: ChartIcon },
        ],
      },
    ],
  },
};
