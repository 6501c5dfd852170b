import { pathWithId } from '../../app/area';

const add = '/news-topics/add-news-topics';

export const newsTopicPaths = {
  list: '/news-topics/news-topics-list',
  add,
  edit: (id: string) => pathWithId(add, id),
};
