import { FeedIcon } from '@blueprintjs/icons';
import { listAndForm, type Area } from '../../app/area';
import { NewsTopicDocument } from '../../__generated__/graphql';
import { listScreenQuery, recordScreenQuery } from '../../components/query/screenQuery';
import { ja } from '../../i18n/ja';
import { newsTopicPaths as p } from './paths';
import { newsTopicList } from './newsTopicList';

export { newsTopicPaths } from './paths';

/** News topics: list, add and edit. */
export const newsTopicsArea: Area = {
  id: 'news-topics',
  screens: listAndForm(
    {
      path: p.list,
      load: () => import('./NewsTopicListPage'),
      query: listScreenQuery(newsTopicList),
    },
    {
      path: p.add,
      load: () => import('./NewsTopicFormPage'),
      query: recordScreenQuery(NewsTopicDocument),
    },
  ),
  menu: {
    section: 'catalogue',
    order: 100,
    entries: [{ id: 'news-topics', label: ja.areas.newsTopics, path: p.list, icon: FeedIcon }],
  },
};
