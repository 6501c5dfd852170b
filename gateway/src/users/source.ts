import type {
  ProfilePictureUpload,
  RoleUserInput,
  UserPasswordInput,
  Status,
  UpdateUserInput,
  UserCounts,
  UserListQuery,
  UserRole,
} from '../__generated__/resolvers-types.js';
import { restListQuery, toPage, type PageOf } from '../rest/list.js';
import type { UserModel } from '../models.js';
import { seg } from '../rest/session.js';
import { RestSource, withVersion, type Deleted } from '../rest/source.js';
import { passwordFields, pictureFields, pictureForm, roleUserBody } from './normalise.js';
import { userCountsTable, userTable } from './table.js';
import { afterCreate, afterUpdate, newestMatch } from '../rest/saved.js';
import { assertLoginNamesFree, LOGIN_NAME_SEARCH_PAGE } from './login-names.js';

export interface UserSaved {
  message: string;
  /** Null on a create when the server did not return the saved record. */
  user: UserModel | null;
}

/** Users: /admin/… and /user/…. */
export class UserSource extends RestSource {
  async list(
    query: UserListQuery | null | undefined,
    role?: UserRole | null,
    status?: Status | null,
  ): Promise<PageOf<UserModel>> {
    const answer = await this.rest.get('/admin/list', {
      shape: 'list',
      query: {
        ...restListQuery(this.requestId, query, userTable.sort),
        ...userTable.filterQuery({ role, status }),
      },
    });
    return toPage(answer.value, userTable.of);
  }

  /** Users whose searchable fields contain a text: one page (login-names.ts). */
  private readonly searchUsers = async (search: string): Promise<UserModel[]> =>
    (await this.list({ search, pageSize: LOGIN_NAME_SEARCH_PAGE })).items;

  async get(id: string): Promise<UserModel> {
    return userTable.of((await this.rest.get(`/admin/get/${seg(id)}`, { shape: 'data' })).value);
  }

  /** How many users and blog posts there are (the users screen's header). */
  async counts(): Promise<UserCounts> {
    const answer = await this.rest.get('/admin/get/total/user_blog', { shape: 'data' });
    return userCountsTable.readWhole(answer.value);
  }

  async update(
    id: string,
    input: UpdateUserInput,
    expectedUpdatedAt: string | null | undefined,
  ): Promise<UserSaved> {
    const answer = await this.rest.put('/user/admin/update/user', {
      shape: 'data',
      body: withVersion({ _id: id, ...userTable.body(input) }, expectedUpdatedAt),
      fields: userTable.fieldErrors,
    });
    const user = await afterUpdate(answer.value, id, userTable.of, (i) => this.get(i));
    return { message: answer.message, user };
  }

  /**
   * Refuses an email or username that is another user's login name (either of theirs), before
   * REST. An update checks only the names it was sent (the stored ones are the user's own).
   */
  async assertLoginNamesFree(
    names: Pick<UpdateUserInput, 'email' | 'username'>,
    exceptId?: string,
  ): Promise<void> {
    await assertLoginNamesFree(this.searchUsers, this.requestId, names, exceptId);
  }

  async delete(id: string): Promise<Deleted> {
    const answer = await this.rest.delete(`/user/delete/${seg(id)}`, { shape: 'message' });
    return { id, message: answer.message };
  }

  /** A staff account (admin or staff role). */
  async createRoleUser(input: RoleUserInput): Promise<UserSaved> {
    await assertLoginNamesFree(this.searchUsers, this.requestId, input);
    const answer = await this.rest.post('/admin/role-user/create', {
      shape: 'data',
      body: roleUserBody(input),
      fields: userTable.fieldErrors,
    });
    const user = await afterCreate(
      answer.value,
      userTable.of,
      (id) => this.get(id),
      () =>
        newestMatch(
          (q) => this.list(q),
          (u) => u.get('email') === input.email,
          input.email,
        ),
    );
    return { message: answer.message, user };
  }

  /** An administrator sets another user's password. */
  async setPassword(input: UserPasswordInput): Promise<{ message: string }> {
    const answer = await this.rest.patch('/admin/user/update-password', {
      shape: 'message',
      body: {
        id: input.userId,
        newPassword: input.newPassword,
        confirmPassword: input.confirmPassword,
      },
      fields: passwordFields,
    });
    return { message: answer.message };
  }

  /** A user's picture (with a user id) or the signed-in user's own (without). */
  async uploadPicture(
    file: ProfilePictureUpload,
    userId: string | null | undefined,
  ): Promise<UserSaved> {
    const answer = userId
      ? await this.rest.patch('/user/file/add', {
          shape: 'data',
          form: pictureForm(file, userId),
          fields: pictureFields,
        })
      : await this.rest.put('/auth/user/upload', {
          shape: 'data',
          form: pictureForm(file),
          fields: pictureFields,
        });
    // Another user's picture answered without the record: read that user again.
    const user = userId
      ? await afterUpdate(answer.value, userId, userTable.of, (i) => this.get(i))
      : userTable.of(answer.value);
    return { message: answer.message, user };
  }
}
