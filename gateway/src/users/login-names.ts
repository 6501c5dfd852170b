import type { UserModel } from '../models.js';
import { badInput, type FieldError } from '../rest/errors.js';

/** One page of users whose email, names, username or phone contain a text (REST search). */
export type SearchUsers = (search: string) => Promise<UserModel[]>;

/** Users looked at per name: a login name is long and specific, so its matches are few. */
export const LOGIN_NAME_SEARCH_PAGE = 100;

const same = (a: unknown, b: string) => typeof a === 'string' && a.trim().toLowerCase() === b;

/**
 * Refuses (BAD_USER_INPUT on the field, before the write reaches REST) an email or username that
 * is another user's email or username, in any case: login names are unique across both, so a
 * sign-in name always means one account (issue 34). The REST server refuses it too (5200/5201);
 * this spares the call and names the field.
 */
export async function assertLoginNamesFree(
  search: SearchUsers,
  requestId: string,
  names: { email?: string | null | undefined; username?: string | null | undefined },
  exceptId?: string,
): Promise<void> {
  const errors: FieldError[] = [];
  for (const field of ['email', 'username'] as const) {
    const name = names[field]?.trim().toLowerCase();
    if (!name) continue;
    const holders = (await search(name)).filter(
      (u) =>
        u.get('id') !== exceptId &&
        (same(u.get('email'), name) || same(u.getOr('username', null), name)),
    );
    if (holders.length > 0)
      errors.push({
        field,
        reason: 'DUPLICATE',
        message:
          field === 'email'
            ? 'Another user already signs in with this email (as their email or username)'
            : 'Another user already signs in with this username (as their email or username)',
      });
  }
  if (errors.length > 0) throw badInput(requestId, errors);
}
