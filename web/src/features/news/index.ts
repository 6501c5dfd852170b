import { FeedIcon } from '@blueprintjs/icons';
import { withId, type Area } from '../../app/area';
import { ja } from '../../i18n/ja';
import { newsTopicPaths as p } from './paths';

export { newsTopicPaths } from './paths';

const form = () => import('./NewsTopicFormPage');

/** News topics: list, add and edit. */
export const newsTopicsArea: Area = {
  id: 'news-topics',
  screens: [
    { path: p.list, load: () => import('./NewsTopicListPage') },
    { path: p.add, load: form },
    { path: withId(p.add), load: form },
  ],
  menu: {
    section: 'catalogue',
    order: 100,
    entries: [{ id: 'news-topics', label: ja.areas.newsTopics, path: p.list, icon: FeedIcon }],
  },
};
