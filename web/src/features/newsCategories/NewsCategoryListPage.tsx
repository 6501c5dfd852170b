import { CategoryListPage } from '../../components/categories/CategoryListPage';
import { newsCategoryScreen } from './newsCategoryScreen';

/** /categorytopics/categorytopics-list */
export default function NewsCategoryListPage() {
  return <CategoryListPage screen={newsCategoryScreen} />;
}
