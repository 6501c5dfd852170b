import type { NewsCategoryInput } from '../../__generated__/graphql';
import type { CategoryValues } from '../../components/categories/categoryForm';

/** A news category has a title only (no status). */
export const newsCategoryInput = (values: Pick<CategoryValues, 'title'>): NewsCategoryInput => ({
  title: values.title.trim(),
});
