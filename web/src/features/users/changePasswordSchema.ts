import { object, ref, string } from 'yup';
import { ja } from '../../i18n/ja';

export const MIN_PASSWORD_LENGTH = 8;

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const changePasswordSchema = object({
  currentPassword: string().required(ja.validation.currentPasswordRequired),
  newPassword: string()
    .required(ja.validation.newPasswordRequired)
    .min(MIN_PASSWORD_LENGTH, ja.validation.newPasswordTooShort)
    .notOneOf([ref('currentPassword')], ja.validation.newPasswordSameAsCurrent),
  confirmPassword: string()
    .required(ja.validation.newPasswordRequired)
    .oneOf([ref('newPassword')], ja.validation.confirmPasswordMismatch),
});

export const emptyChangePassword = (): ChangePasswordValues => ({
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
});
