import { Type } from '@sinclair/typebox';
import type { ApiApp } from '../http/app-types.js';
import { DomainCode } from '../http/codes.js';
import { ok } from '../http/envelope.js';
import { assertValid, domainError, notFound } from '../http/errors.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { findCredentials, findCredentialsById, findMe, setPasswordHash } from './repo.js';
import { ChangePasswordBody, LoginBody, MeData } from './schemas.js';

export const MIN_PASSWORD_LENGTH = 8;

export async function authRoutes(app: ApiApp): Promise<void> {
  app.post(
    '/admin/login',
    {
      config: { public: true, errorStyle: 'property' },
      schema: {
        tags: ['auth'],
        summary: 'Sign in; returns data.accessToken',
        security: [],
        body: LoginBody,
      },
    },
    async (request) => {
      const { email, password } = request.body;
      assertValid([
        !email.trim() && { field: 'email', message: 'Please enter username' },
        !password && { field: 'password', message: 'Please enter password' },
      ]);
      const user = await findCredentials(app.db, email.trim());
      const valid = user?.password_hash
        ? await verifyPassword(password, user.password_hash)
        : false;
      if (!user || !valid)
        throw domainError(DomainCode.INVALID_CREDENTIALS, 'Invalid email or password', 400);
      // Checked only after the password, so the answer reveals nothing about unknown accounts.
      if (user.status !== 1) {
        throw domainError(
          DomainCode.USER_INACTIVE,
          'This account is inactive; ask an administrator to activate it',
        );
      }
      const accessToken = await app.tokens.sign({ sub: user.id, role: user.role });
      return ok({ accessToken, expiresIn: app.config.tokenTtlSeconds }, 'Login successful');
    },
  );

  app.get(
    '/auth/user/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        response: {
          200: Type.Object({
            status: Type.Boolean(),
            statusCode: Type.Integer(),
            message: Type.String(),
            data: MeData,
          }),
        },
      },
    },
    async (request) => {
      const me = await findMe(app.db, request.user.id);
      if (!me) throw notFound('User');
      return ok(me);
    },
  );

  app.patch(
    '/auth/user/change-password',
    {
      config: { errorStyle: 'property' },
      schema: {
        tags: ['auth'],
        summary: 'Change a password after checking the current one',
        body: ChangePasswordBody,
      },
    },
    async (request) => {
      const { password, newPassword } = request.body;
      const id = request.body.id || request.user.id;
      assertValid([
        !password && { field: 'password', message: 'please enter current password' },
        !newPassword && { field: 'newPassword', message: 'please enter new password' },
      ]);
      if (newPassword.length < MIN_PASSWORD_LENGTH) {
        throw domainError(
          DomainCode.USER_PASSWORD_WEAK,
          `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
        );
      }
      const user = await findCredentialsById(app.db, id);
      if (!user) throw notFound('User');
      if (!user.password_hash || !(await verifyPassword(password, user.password_hash))) {
        throw domainError(DomainCode.CURRENT_PASSWORD_WRONG, 'Current password is incorrect');
      }
      await setPasswordHash(app.db, id, await hashPassword(newPassword));
      return ok(null, 'Password changed');
    },
  );
}
