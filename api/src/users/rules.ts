import { MIN_PASSWORD_LENGTH } from '../auth/routes.js';
import { DomainCode } from '../http/codes.js';
import { assertValid, domainError, type FieldError } from '../http/errors.js';
import type { RoleUserCreateBody, UpdatePasswordBody, UserUpdateBody } from './schemas.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const FILL_ALL = 'please fill all fields';

const blank = (value: string | undefined) => !value?.trim();

export const emailTaken = () =>
  domainError(DomainCode.USER_EMAIL_TAKEN, 'A user with this email already exists');
export const usernameTaken = () =>
  domainError(DomainCode.USER_USERNAME_TAKEN, 'A user with this username already exists');

/** Password and its confirmation: equal (5202) and long enough (5204). */
export function checkNewPassword(password: string, confirmPassword: string): void {
  if (password !== confirmPassword)
    throw domainError(
      DomainCode.USER_PASSWORD_MISMATCH,
      'Password and confirm password do not match',
    );
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw domainError(
      DomainCode.USER_PASSWORD_WEAK,
      `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
    );
  }
}

export interface RoleUserInput {
  email: string;
  fullName: string;
  username: string;
  phone: string;
  password: string;
  role: 'admin' | 'staff';
  status: number;
  firstName: string;
  lastName: string;
}

/**
 * Add role user (docs/product.md §5): "please fill all fields" for each empty one of email, full
 * name, confirm password, phone number and username; then a valid email, matching confirmation
 * (5202) and a long enough password (5204). Status defaults to inactive (2).
 */
export function checkRoleUser(body: RoleUserCreateBody): RoleUserInput {
  const required = ['email', 'fullName', 'confirmPassword', 'phoneno', 'username'] as const;
  assertValid(required.map((field) => blank(body[field]) && { field, message: FILL_ALL }));
  const email = body.email!.trim();
  assertValid([!EMAIL.test(email) && { field: 'email', message: 'please enter a valid email' }]);
  const password = body.password ?? '';
  checkNewPassword(password, body.confirmPassword ?? '');
  return {
    email,
    fullName: body.fullName!.trim(),
    username: body.username!.trim(),
    phone: body.phoneno!.trim(),
    password,
    role: body.usertype ?? 'staff',
    status: body.status ?? 2,
    firstName: body.firstName?.trim() ?? '',
    lastName: body.lastName?.trim() ?? '',
  };
}

/** Update user password by an admin: a chosen user ("Select User") and both passwords. */
export function checkPasswordUpdate(body: UpdatePasswordBody): { id: string; password: string } {
  assertValid([
    blank(body.id) && { field: 'id', message: 'Select User' },
    !body.newPassword && { field: 'newPassword', message: 'please enter new password' },
    !body.confirmPassword && { field: 'confirmPassword', message: 'please enter confirm password' },
  ]);
  checkNewPassword(body.newPassword!, body.confirmPassword!);
  return { id: body.id!.trim(), password: body.newPassword! };
}

/**
 * The user update: fields sent must not be emptied where the account needs them, the email must
 * be valid, and nobody can deactivate or demote their own account (5205).
 */
export function checkUserUpdate(body: UserUpdateBody, self: { id: string; role: string }): void {
  const errors: (FieldError | false)[] = [
    body.email !== undefined &&
      blank(body.email) && { field: 'email', message: 'please enter email' },
    body.email !== undefined &&
      !blank(body.email) &&
      !EMAIL.test(body.email.trim()) && { field: 'email', message: 'please enter a valid email' },
    body.fullName !== undefined &&
      blank(body.fullName) && { field: 'fullName', message: 'please enter full name' },
    body.username !== undefined &&
      blank(body.username) && { field: 'username', message: 'please enter username' },
  ];
  assertValid(errors);
  if (body._id !== self.id) return;
  if (body.status === 2 || (body.usertype !== undefined && body.usertype !== self.role)) {
    throw domainError(
      DomainCode.USER_SELF_LOCKOUT,
      'You cannot deactivate your own account or change your own role',
    );
  }
}

/** Column values of an update: only the fields sent, trimmed, under their table names. */
export function updateColumns(body: UserUpdateBody): Record<string, unknown> {
  const text: [keyof UserUpdateBody, string][] = [
    ['email', 'email'],
    ['fullName', 'full_name'],
    ['firstName', 'first_name'],
    ['lastName', 'last_name'],
    ['englishFirstName', 'english_first_name'],
    ['englishLastName', 'english_last_name'],
    ['username', 'username'],
    ['googleid', 'google_id'],
    ['pincode', 'pincode'],
    ['state', 'state'],
    ['district', 'district'],
    ['city', 'city'],
    ['apartment', 'apartment'],
  ];
  const set: Record<string, unknown> = {};
  for (const [field, column] of text) {
    const value = body[field];
    if (typeof value === 'string') set[column] = value.trim();
  }
  const phone = body.phoneno ?? body.mobileNumber;
  if (phone !== undefined) set.phone = phone.trim();
  if (body.status !== undefined) set.status = body.status;
  if (body.usertype !== undefined) set.role = body.usertype;
  if (body.hasDog !== undefined) set.has_dog = body.hasDog;
  if (body.dogDetailList !== undefined) set.dogs = JSON.stringify(body.dogDetailList);
  return set;
}
