import { requireAdmin } from '../auth/roles.js';
import type { ApiApp } from '../http/app-types.js';
import { DomainCode } from '../http/codes.js';
import { Envelope, IdParams, ListEnvelope, NullEnvelope } from '../http/common-schemas.js';
import { list, ok } from '../http/envelope.js';
import { domainError, notFound } from '../http/errors.js';
import { discardProfilePicture } from './pictures.js';
import {
  countUsers,
  deleteUserRow,
  findHolder,
  getUser,
  listUsers,
  updateUserColumns,
} from './repo.js';
import { roleUserRoutes } from './role-routes.js';
import { checkUserUpdate, emailTaken, updateColumns, usernameTaken } from './rules.js';
import { User, UserCounts, UserListQuery, UserUpdateBody } from './schemas.js';
import { withUniqueUserFields } from './unique.js';
import { uploadRoutes } from './upload-routes.js';

const tags = ['users'];
const config = { errorStyle: 'property' as const };

/** Users (admins, staff and customers): list, look-up, update, delete, counts, role users and pictures. */
export async function userRoutes(app: ApiApp): Promise<void> {
  app.get(
    '/admin/list',
    {
      config,
      schema: {
        tags,
        summary: 'List users',
        description:
          'usertype filters by role. search: email, names, username or phone. Sortable: createdAt, updatedAt, fullName, email, username, status, usertype.',
        querystring: UserListQuery,
        response: { 200: ListEnvelope(User) },
      },
    },
    async (request) => {
      const page = await listUsers(app.db, request.query);
      return list(page.rows, page.total, page);
    },
  );

  app.get(
    '/admin/get/:id',
    {
      config,
      schema: { tags, summary: 'One user', params: IdParams, response: { 200: Envelope(User) } },
    },
    async (request) => {
      const user = await getUser(app.db, request.params.id);
      if (!user) throw notFound('User');
      return ok(user);
    },
  );

  app.put(
    '/user/admin/update/user',
    {
      config,
      schema: {
        tags,
        summary: 'Update a user (body carries _id; only the fields sent change)',
        description:
          'Refusals: 5200 email taken, 5201 username taken, 5205 own account deactivated or own role changed, 409/5002 stale updatedAt.',
        body: UserUpdateBody,
        response: { 200: Envelope(User) },
      },
    },
    async (request) => {
      const body = request.body;
      // Staff may edit their own profile; another user's account is an admin's to change.
      if (body._id !== request.user.id) requireAdmin(request, 'change another user’s account');
      checkUserUpdate(body, request.user);
      // An email or username must not be any other user's email or username (login names).
      if (body.email?.trim() && (await findHolder(app.db, body.email.trim(), body._id)))
        throw emailTaken();
      if (body.username?.trim() && (await findHolder(app.db, body.username.trim(), body._id)))
        throw usernameTaken();
      await withUniqueUserFields(
        () => updateUserColumns(app.db, body._id, updateColumns(body), body.updatedAt),
        { email: body.email },
      );
      app.accounts.forget(body._id);
      return ok((await getUser(app.db, body._id))!, 'User updated successfully');
    },
  );

  app.get(
    '/admin/get/total/user_blog',
    {
      config,
      schema: {
        tags,
        summary: 'User counts: total, active, inactive, admins, staff and customers',
        response: { 200: Envelope(UserCounts) },
      },
    },
    async () => ok(await countUsers(app.db)),
  );

  app.delete(
    '/user/delete/:id',
    {
      config,
      schema: {
        tags,
        summary:
          'Delete a user (not yourself: 5203); their bookings keep their details without the user link',
        params: IdParams,
        response: { 200: NullEnvelope },
      },
    },
    async (request) => {
      requireAdmin(request, 'delete users');
      if (request.params.id === request.user.id)
        throw domainError(DomainCode.USER_DELETE_SELF, 'You cannot delete your own account');
      const deleted = await deleteUserRow(app.db, request.params.id);
      if (!deleted) throw notFound('User');
      app.accounts.forget(request.params.id);
      await discardProfilePicture(app, deleted.profilepic);
      return ok(null, 'User deleted successfully');
    },
  );

  await app.register(roleUserRoutes);
  await app.register(uploadRoutes);
}
