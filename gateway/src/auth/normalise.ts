import type { ViewerModel } from '../models.js';
import type { FieldMap } from '../rest/errors.js';
import { optInt, str } from '../rest/codecs.js';
import { record } from '../rest/read.js';

/**
 * The viewer's id and role, read strictly: a session or a role check never starts from a
 * record whose id or role could not be read (the field's error is thrown).
 */
export function callerOf(viewer: ViewerModel): { id: string; role: string; name?: string } {
  const id = viewer.get('id');
  const role = viewer.get('userType');
  const name = nameOf(viewer);
  return { id, role: role.toLowerCase(), ...(name ? { name } : {}) };
}

/**
 * The viewer's name for the audit trail: the full name, else family and given name; '' for none
 * (a name that cannot be read counts as none).
 */
function nameOf(viewer: ViewerModel): string {
  const full = viewer.getOr('fullName', null)?.trim();
  if (full) return full;
  const names = [viewer.getOr('lastName', ''), viewer.getOr('firstName', '')];
  return names
    .map((n) => n.trim())
    .filter(Boolean)
    .join(' ');
}

/**
 * POST /admin/login → the token and its lifetime in seconds, each read once, by the codec the
 * tables use (not a GraphQL type, so no table: the session keeps them).
 */
export function toLogin(raw: unknown): { token: string; expiresIn: number | null } {
  const r = record(raw, 'login');
  return { token: str.read(r, 'accessToken'), expiresIn: optInt.read(r, 'expiresIn') };
}

export const changePasswordFields: FieldMap = {
  id: 'userId',
  password: 'currentPassword',
  newPassword: 'newPassword',
};
