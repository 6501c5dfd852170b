import { CategoryListPage } from '../../components/categories/CategoryListPage';
import { dogCategoryScreen } from './dogCategoryScreen';

export default function DogCategoryListPage() {
  return <CategoryListPage screen={dogCategoryScreen} />;
}
