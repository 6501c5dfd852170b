import {
  HolidaysDocument,
  type HolidaysQuery,
  type HolidayFieldsFragment,
  type HolidaySortField,
} from '../../__generated__/graphql';
import { plainList } from '../../components/list/areaList';

/** The holiday list, latest date first: its query and sort columns (the screen and its route loader read the same). */
export const holidayList = plainList<HolidaysQuery, HolidaySortField, HolidayFieldsFragment>(
  HolidaysDocument,
  {
    sortable: ['date', 'title', 'packageTitle', 'createdAt'],
    sortBy: 'date',
    sortDir: 'desc',
  },
  (d) => d.holidays,
);
