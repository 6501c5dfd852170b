import { PackageCategoryDocument } from '../../__generated__/graphql';
import { listScreenQuery, recordScreenQuery } from '../../components/query/screenQuery';
import { packageCategoryList } from './packageCategoryList';

/** What the screens start with, in a module of its own: see LazyScreenQueries. */
export const list = listScreenQuery(packageCategoryList);
export const form = recordScreenQuery(PackageCategoryDocument);
