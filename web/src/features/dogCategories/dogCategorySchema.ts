import { boolean, object, string } from 'yup';
import type { CategoryInput, DogCategoryFieldsFragment } from '../../__generated__/graphql';
import { ja } from '../../i18n/ja';

export interface DogCategoryValues {
  title: string;
  active: boolean;
}

/** Spec section 5: "please enter title" when empty. */
export const dogCategorySchema = object({
  title: string().trim().required(ja.validation.enterTitle),
  active: boolean(),
});

export const emptyDogCategory = (): DogCategoryValues => ({ title: '', active: true });

export const dogCategoryToValues = (c: DogCategoryFieldsFragment): DogCategoryValues => ({
  title: c.title,
  active: c.status === 'ACTIVE',
});

export const valuesToInput = (v: DogCategoryValues): CategoryInput => ({
  title: v.title.trim(),
  status: v.active ? 'ACTIVE' : 'INACTIVE',
});
