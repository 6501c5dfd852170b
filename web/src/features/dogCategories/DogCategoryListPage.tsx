import { CategoryListPage } from '../categories/CategoryListPage';
import { dogCategoryScreen } from './dogCategoryScreen';

export default function DogCategoryListPage() {
  return <CategoryListPage screen={dogCategoryScreen} />;
}
