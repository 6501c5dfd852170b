import { boolean, mixed, object, ref, string } from 'yup';
import type { RoleUserInput, UserRole } from '../../__generated__/graphql';
import { ja } from '../../i18n/ja';
import { normalisePhone, phoneNumberText } from './phoneNumber';

const t = ja.users;

export interface RoleUserValues {
  email: string;
  fullName: string;
  username: string;
  phoneNumber: string;
  password: string;
  confirmPassword: string;
  role: UserRole;
  active: boolean;
}

/**
 * docs/product.md §5: "please fill all fields" if email, full name, confirm password, phone number
 * or username is empty (said once above the form; each empty field gets its own mark,
 * `fieldMissing`); then the confirmation must match and the password be 8 characters or more.
 * A phone number is digits, +, -, spaces and parentheses.
 */
export const roleUserSchema = object({
  email: string().trim().required(t.fieldMissing).email(t.validEmail),
  fullName: string().trim().required(t.fieldMissing),
  username: string().trim().required(t.fieldMissing),
  phoneNumber: phoneNumberText().required(t.fieldMissing),
  password: string().required(t.passwordTooShort).min(8, t.passwordTooShort),
  confirmPassword: string()
    .required(t.fieldMissing)
    .oneOf([ref('password')], ja.validation.confirmPasswordMismatch),
  role: mixed<UserRole>().oneOf(['ADMIN', 'STAFF']).required(),
  active: boolean(),
});

/** docs/product.md §4: a new user starts INACTIVE. */
export const emptyRoleUser = (): RoleUserValues => ({
  email: '',
  fullName: '',
  username: '',
  phoneNumber: '',
  password: '',
  confirmPassword: '',
  role: 'STAFF',
  active: false,
});

export const roleUserToInput = (v: RoleUserValues): RoleUserInput => ({
  email: v.email.trim(),
  fullName: v.fullName.trim(),
  username: v.username.trim(),
  phoneNumber: normalisePhone(v.phoneNumber),
  password: v.password,
  confirmPassword: v.confirmPassword,
  role: v.role,
  status: v.active ? 'ACTIVE' : 'INACTIVE',
});
