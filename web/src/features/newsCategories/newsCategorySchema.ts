import { object, string } from 'yup';
import type { NewsCategoryFieldsFragment, NewsCategoryInput } from '../../__generated__/graphql';
import { ja } from '../../i18n/ja';

export interface NewsCategoryValues {
  title: string;
}

/** Spec section 5: "please enter title" when empty. */
export const newsCategorySchema = object({
  title: string().trim().required(ja.validation.enterTitle),
});

export const emptyNewsCategory = (): NewsCategoryValues => ({ title: '' });

export const newsCategoryToValues = (c: NewsCategoryFieldsFragment): NewsCategoryValues => ({
  title: c.title,
});

export const valuesToInput = (v: NewsCategoryValues): NewsCategoryInput => ({
  title: v.title.trim(),
});
