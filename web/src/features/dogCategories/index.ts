import { HeartIcon } from '@blueprintjs/icons';
import { listAndFormArea } from '../../app/area';
import { DogCategoryDocument } from '../../__generated__/graphql';
import { listScreenQuery, recordScreenQuery } from '../../components/query/screenQuery';
import { ja } from '../../i18n/ja';
import { dogCategoryPaths as p } from './paths';
import { dogCategoryList } from './dogCategoryList';

export { dogCategoryPaths } from './paths';

/** Dog categories: list, add and edit. */
export const dogCategoriesArea = listAndFormArea('dog-categories', p, {
  menu: [70, ja.areas.dogCategories, HeartIcon],
  list: [() => import('./DogCategoryListPage'), listScreenQuery(dogCategoryList)],
  form: [() => import('./DogCategoryFormPage'), recordScreenQuery(DogCategoryDocument)],
});
