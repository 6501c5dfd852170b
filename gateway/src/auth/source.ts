import type { ChangePasswordInput } from '../__generated__/resolvers-types.js';
import type { ViewerModel } from '../models.js';
import { RestSource } from '../rest/source.js';
import { changePasswordFields, toLogin } from './normalise.js';
import { viewerTable } from './table.js';

/** Sign-in and the signed-in user: /admin/login and /auth/user/…. */
export class AuthSource extends RestSource {
  /**
   * Signs in; later calls of this request carry the new token (e.g. fetching the viewer).
   * Returns the token and how long it lives.
   */
  async login(
    email: string,
    password: string,
  ): Promise<{ message: string; token: string; expiresIn: number | null }> {
    const answer = await this.rest.post('/admin/login', {
      shape: 'data',
      body: { email, password },
    });
    const { token, expiresIn } = toLogin(answer.value);
    this.rest.useToken(token);
    return { message: answer.message, token, expiresIn };
  }

  async viewer(): Promise<ViewerModel> {
    return viewerTable.of((await this.rest.get('/auth/user/me', { shape: 'data' })).value);
  }

  async changePassword(input: ChangePasswordInput): Promise<{ message: string }> {
    const answer = await this.rest.patch('/auth/user/change-password', {
      shape: 'message',
      body: {
        ...(input.userId ? { id: input.userId } : {}),
        password: input.currentPassword,
        newPassword: input.newPassword,
      },
      fields: changePasswordFields,
    });
    return { message: answer.message };
  }
}
