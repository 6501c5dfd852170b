import type { Viewer } from '../__generated__/resolvers-types.js';
import type { FieldMap } from '../rest/errors.js';
import { record } from '../rest/read.js';

/** GET /auth/user/me → Viewer; the REST `role` becomes `userType`. */
export function toViewer(raw: unknown): Viewer {
  const r = record(raw, 'me');
  return {
    id: r.id(),
    firstName: r.text('firstName'),
    lastName: r.text('lastName'),
    email: r.str('email'),
    username: r.optStr('username') || null,
    userType: r.str('role'),
    profilePic: r.optStr('profilePic') || null,
  };
}

/** POST /admin/login → the token and its lifetime in seconds. */
export function toLogin(raw: unknown): { token: string; expiresIn: number | null } {
  const r = record(raw, 'login');
  return { token: r.str('accessToken'), expiresIn: r.optInt('expiresIn') };
}

export const changePasswordFields: FieldMap = {
  id: 'userId',
  password: 'currentPassword',
  newPassword: 'newPassword',
};
