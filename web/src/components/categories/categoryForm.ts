import { boolean, object, string } from 'yup';
import type { CategoryInput } from '../../__generated__/graphql';
import { ja } from '../../i18n/ja';
import type { CategoryRow } from './categoryScreen';

export interface CategoryValues {
  title: string;
  active: boolean;
}

/** docs/product.md §5: "please enter title" when empty. */
export const categorySchema = object({
  title: string().trim().required(ja.validation.enterTitle),
  active: boolean(),
});

export const emptyCategory = (): CategoryValues => ({ title: '', active: true });

/** A category without a status (news categories) shows as active; its input leaves it out. */
export const categoryToValues = (c: Pick<CategoryRow, 'title' | 'status'>): CategoryValues => ({
  title: c.title,
  active: (c.status ?? 'ACTIVE') === 'ACTIVE',
});

export const categoryValuesToInput = (v: CategoryValues): CategoryInput => ({
  title: v.title.trim(),
  status: v.active ? 'ACTIVE' : 'INACTIVE',
});

/** A saved category's input, as an UNDO saves it again. */
export const categoryInputOf = (c: CategoryRow): CategoryInput =>
  categoryValuesToInput(categoryToValues(c));
