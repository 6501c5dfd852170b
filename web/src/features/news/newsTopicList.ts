import {
  NewsTopicsDocument,
  type NewsTopicsQuery,
  type NewsTopicFieldsFragment,
  type NewsTopicSortField,
} from '../../__generated__/graphql';
import { plainList } from '../../components/list/areaList';

/** The news list, latest date first: its query and sort columns (the screen and its route loader read the same). */
export const newsTopicList = plainList<
  NewsTopicsQuery,
  NewsTopicSortField,
  NewsTopicFieldsFragment
>(
  NewsTopicsDocument,
  {
    sortable: ['title', 'date', 'category', 'createdAt', 'updatedAt'],
    sortBy: 'date',
    sortDir: 'desc',
  },
  (d) => d.newsTopics,
);
