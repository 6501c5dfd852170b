import { hashPassword } from '../auth/passwords.js';
import { setPasswordHash } from '../auth/repo.js';
import { requireAdmin } from '../auth/roles.js';
import { newId } from '../db/ids.js';
import type { ApiApp } from '../http/app-types.js';
import { Envelope, NullEnvelope } from '../http/common-schemas.js';
import { ok } from '../http/envelope.js';
import { notFound } from '../http/errors.js';
import { findHolder, insertUser, userExists } from './repo.js';
import { checkPasswordUpdate, checkRoleUser, emailTaken, usernameTaken } from './rules.js';
import { RoleUserCreateBody, UpdatePasswordBody, User } from './schemas.js';
import { withUniqueUserFields } from './unique.js';

const tags = ['users'];
const config = { errorStyle: 'property' as const };

/** The two user calls that add a role user and set a user's password (docs/product.md §7). */
export async function roleUserRoutes(app: ApiApp): Promise<void> {
  app.post(
    '/admin/role-user/create',
    {
      config,
      schema: {
        tags,
        summary:
          'Add role user (admins only, 403 otherwise): a new admin or staff account, inactive unless status says otherwise',
        description:
          '"please fill all fields" for each empty one of email, fullName, confirmPassword, phoneno and username; ' +
          '5202 confirmation differs, 5204 password under 8 characters, 5200 email taken, 5201 username taken.',
        body: RoleUserCreateBody,
        response: { 200: Envelope(User) },
      },
    },
    async (request) => {
      requireAdmin(request, 'add role users');
      const input = checkRoleUser(request.body);
      // Neither may be any user's email or username (login names are unique across both).
      if (await findHolder(app.db, input.email)) throw emailTaken();
      if (await findHolder(app.db, input.username)) throw usernameTaken();
      const passwordHash = await hashPassword(input.password);
      const user = await withUniqueUserFields(
        () => insertUser(app.db, { ...input, id: newId(), passwordHash }),
        { email: input.email },
      );
      return ok(user, 'User added successfully');
    },
  );

  app.patch(
    '/admin/user/update-password',
    {
      config,
      schema: {
        tags,
        summary: 'Update user password: an admin sets the password of a user',
        description:
          'Admins only (403 otherwise). "Select User" without id; 5202 confirmation differs; 5204 under 8 characters.',
        body: UpdatePasswordBody,
        response: { 200: NullEnvelope },
      },
    },
    async (request) => {
      requireAdmin(request, 'set the password of a user');
      const { id, password } = checkPasswordUpdate(request.body);
      if (!(await userExists(app.db, id))) throw notFound('User');
      await setPasswordHash(app.db, id, await hashPassword(password));
      app.accounts.forget(id);
      return ok(null, 'Password updated successfully');
    },
  );
}
