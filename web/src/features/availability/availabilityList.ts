import {
  AvailabilitiesDocument,
  type AvailabilitiesQuery,
  type AvailabilityRowFieldsFragment,
  type AvailabilitySortField,
} from '../../__generated__/graphql';
import { plainList } from '../../components/list/areaList';

/** The availability periods, latest start first: its query and sort columns (the screen and its route loader read the same). */
export const availabilityList = plainList<
  AvailabilitiesQuery,
  AvailabilitySortField,
  AvailabilityRowFieldsFragment
>(
  AvailabilitiesDocument,
  {
    sortable: ['startDate', 'endDate', 'packageTitle', 'inventory', 'createdAt'],
    sortBy: 'startDate',
    sortDir: 'desc',
  },
  (d) => d.availabilities,
);
