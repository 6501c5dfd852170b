import { FeedIcon } from '@blueprintjs/icons';
import { listAndFormArea } from '../../app/area';
import { NewsTopicDocument } from '../../__generated__/graphql';
import { listScreenQuery, recordScreenQuery } from '../../components/query/screenQuery';
import { ja } from '../../i18n/ja';
import { newsTopicPaths as p } from './paths';
import { newsTopicList } from './newsTopicList';

export { newsTopicPaths } from './paths';

/** News topics: list, add and edit. */
export const newsTopicsArea = listAndFormArea('news-topics', p, {
  menu: [100, ja.areas.newsTopics, FeedIcon],
  list: [() => import('./NewsTopicListPage'), listScreenQuery(newsTopicList)],
  form: [() => import('./NewsTopicFormPage'), recordScreenQuery(NewsTopicDocument)],
});
