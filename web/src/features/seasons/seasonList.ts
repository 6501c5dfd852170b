import {
  SeasonsDocument,
  type SeasonsQuery,
  type SeasonFieldsFragment,
  type SeasonSortField,
} from '../../__generated__/graphql';
import { plainList } from '../../components/list/areaList';

/** The season list: its query and sort columns (the screen and its route loader read the same). */
export const seasonList = plainList<SeasonsQuery, SeasonSortField, SeasonFieldsFragment>(
  SeasonsDocument,
  { sortable: ['title', 'status', 'startDate', 'endDate', 'createdAt'] },
  (d) => d.seasons,
);
