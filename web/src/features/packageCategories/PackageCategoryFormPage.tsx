import { CategoryFormPage } from '../../components/categories/CategoryFormPage';
import { packageCategoryScreen } from './packageCategoryScreen';

export default function PackageCategoryFormPage() {
  return <CategoryFormPage screen={packageCategoryScreen} />;
}
