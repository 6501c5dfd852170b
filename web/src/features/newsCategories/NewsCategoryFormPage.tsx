import { CategoryFormPage } from '../../components/categories/CategoryFormPage';
import { newsCategoryScreen } from './newsCategoryScreen';

/** Add (/categorytopics/add-categorytopics) or edit (…/:id) a news category. */
export default function NewsCategoryFormPage() {
  return <CategoryFormPage screen={newsCategoryScreen} />;
}
