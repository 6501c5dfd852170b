import {
  DogCategoryDocument,
  type DogCategoryQuery,
  type DogCategoryFieldsFragment,
} from '../../__generated__/graphql';
import { recordHook } from '../../components/query/useRecordQuery';
import { statusCategoryScreen } from '../../components/categories/statusCategory';
import { ja } from '../../i18n/ja';
import { dogCategoryList } from './dogCategoryList';
import { dogCategoryPaths } from './paths';
import { useDogCategoryActions } from './useDogCategoryActions';

/** Dog categories (/roomcategory/…) on the shared category screens. */
export const dogCategoryScreen = statusCategoryScreen<DogCategoryFieldsFragment>({
  strings: ja.dogCategories,
  list: dogCategoryList,
  paths: dogCategoryPaths,
  recordType: 'DOG_CATEGORY',
  useOne: recordHook(DogCategoryDocument, (d: DogCategoryQuery) => d.dogCategory),
  useActions: useDogCategoryActions,
});
