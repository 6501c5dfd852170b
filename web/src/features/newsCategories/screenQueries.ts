import { NewsCategoryDocument } from '../../__generated__/graphql';
import { listScreenQuery, recordScreenQuery } from '../../components/query/screenQuery';
import { newsCategoryList } from './newsCategoryList';

/** What the screens start with, in a module of its own: see LazyScreenQueries. */
export const list = listScreenQuery(newsCategoryList);
export const form = recordScreenQuery(NewsCategoryDocument);
