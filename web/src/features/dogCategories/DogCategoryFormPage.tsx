import { CategoryFormPage } from '../../components/categories/CategoryFormPage';
import { dogCategoryScreen } from './dogCategoryScreen';

export default function DogCategoryFormPage() {
  return <CategoryFormPage screen={dogCategoryScreen} />;
}
