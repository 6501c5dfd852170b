import type { Viewer } from '../__generated__/resolvers-types.js';
import type { FieldMap } from '../rest/errors.js';
import { modelOf } from '../rest/model.js';
import { record } from '../rest/read.js';

/** GET /auth/user/me → Viewer, read field by field (a lazy model); `role` becomes `userType`. */
export const toViewer = modelOf<Viewer>(
  'me',
  {
    id: (r) => r.id(),
    firstName: (r) => r.text('firstName'),
    lastName: (r) => r.text('lastName'),
    fullName: (r) => r.optStr('fullName') || null,
    email: (r) => r.str('email'),
    username: (r) => r.optStr('username') || null,
    userType: (r) => r.str('role'),
    profilePic: (r) => r.optStr('profilePic') || null,
  },
  ['email', 'userType'],
);

/**
 * The viewer's id and role, read strictly: a session or a role check never starts from a
 * record whose id or role could not be read (the field's error is thrown).
 */
export function callerOf(viewer: Viewer): { id: string; role: string; name?: string } {
  const id: unknown = viewer.id;
  const role: unknown = viewer.userType;
  if (id instanceof Error) throw id;
  if (role instanceof Error) throw role;
  const name = nameOf(viewer);
  return { id: id as string, role: (role as string).toLowerCase(), ...(name ? { name } : {}) };
}

/** The viewer's name for the audit trail: the full name, else family and given name; '' for none. */
function nameOf(viewer: Viewer): string {
  const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
  const full = text(viewer.fullName);
  if (full) return full;
  const both = [text(viewer.lastName), text(viewer.firstName)].filter(Boolean).join(' ');
  return both;
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
