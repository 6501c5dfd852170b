import { boolean, object, string } from 'yup';
import type { CategoryInput, PackageCategoryFieldsFragment } from '../../__generated__/graphql';
import { ja } from '../../i18n/ja';

export interface PackageCategoryValues {
  title: string;
  active: boolean;
}

/** Spec section 5: "please enter title" when empty. */
export const packageCategorySchema = object({
  title: string().trim().required(ja.validation.enterTitle),
  active: boolean(),
});

export const emptyPackageCategory = (): PackageCategoryValues => ({ title: '', active: true });

export const packageCategoryToValues = (
  c: PackageCategoryFieldsFragment,
): PackageCategoryValues => ({
  title: c.title,
  active: c.status === 'ACTIVE',
});

export const valuesToInput = (v: PackageCategoryValues): CategoryInput => ({
  title: v.title.trim(),
  status: v.active ? 'ACTIVE' : 'INACTIVE',
});
