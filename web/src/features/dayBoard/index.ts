import { lazy } from 'react';
import { dayBoardPaths } from './paths';

/** The day board's declaration for the area registry: its paths and its lazily loaded screen. */
export { dayBoardPaths };
export const dayBoardScreen = lazy(() => import('./DayBoardPage'));
export const dayBoardArea = {
  id: 'day-board',
  paths: [dayBoardPaths.board],
  load: () => import('./DayBoardPage'),
} as const;
