export const newsTopicPaths = {
  list: '/news-topics/news-topics-list',
  add: '/news-topics/add-news-topics',
  edit: (id: string) => `/news-topics/add-news-topics/${encodeURIComponent(id)}`,
};
