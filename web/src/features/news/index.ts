import { FeedIcon } from '@blueprintjs/icons';
import { listAndFormArea } from '../../app/area';
import { ja } from '../../i18n/ja';
import { newsTopicPaths as p } from './paths';

export { newsTopicPaths } from './paths';

/** The queries the screens start with, loaded after sign-in (see LazyScreenQueries). */
const queries = () => import('./screenQueries');

/** News topics: list, add and edit. */
export const newsTopicsArea = listAndFormArea('news-topics', p, {
  menu: [100, ja.areas.newsTopics, FeedIcon],
  list: [() => import('./NewsTopicListPage'), () => queries().then((q) => q.list)],
  form: [() => import('./NewsTopicFormPage'), () => queries().then((q) => q.form)],
});
