import { NewsTopicDocument } from '../../__generated__/graphql';
import { listScreenQuery, recordScreenQuery } from '../../components/query/screenQuery';
import { newsTopicList } from './newsTopicList';

/** What the screens start with, in a module of its own: see LazyScreenQueries. */
export const list = listScreenQuery(newsTopicList);
export const form = recordScreenQuery(NewsTopicDocument);
