import { DogCategoryDocument } from '../../__generated__/graphql';
import { listScreenQuery, recordScreenQuery } from '../../components/query/screenQuery';
import { dogCategoryList } from './dogCategoryList';

/** What the screens start with, in a module of its own: see LazyScreenQueries. */
export const list = listScreenQuery(dogCategoryList);
export const form = recordScreenQuery(DogCategoryDocument);
