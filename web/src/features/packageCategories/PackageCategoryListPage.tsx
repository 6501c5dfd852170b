import { CategoryListPage } from '../../components/categories/CategoryListPage';
import { packageCategoryScreen } from './packageCategoryScreen';

export default function PackageCategoryListPage() {
  return <CategoryListPage screen={packageCategoryScreen} />;
}
