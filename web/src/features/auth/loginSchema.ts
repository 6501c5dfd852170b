import { object, string } from 'yup';
import { ja } from '../../i18n/ja';

/** docs/product.md §5: username first, then password. */
export const loginSchema = object({
  username: string().trim().required(ja.validation.enterUsername),
  password: string().required(ja.validation.enterPassword),
});

export interface LoginValues {
  username: string;
  password: string;
}
