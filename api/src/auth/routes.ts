import { Type } from '@sinclair/typebox';
import type { ApiApp } from '../http/app-types.js';
import { DomainCode } from '../http/codes.js';
import { ok } from '../http/envelope.js';
import { ApiError, assertValid, domainError, notFound } from '../http/errors.js';
import { clientAddress } from '../http/client-address.js';
import { hashPassword, verifyOrDummy } from './passwords.js';
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
    async (request, reply) => {
      const { email, password } = request.body;
      assertValid([
        !email.trim() && { field: 'email', message: 'Please enter username' },
        !password && { field: 'password', message: 'Please enter password' },
      ]);
      const user = await findCredentials(app.db, email.trim());
      // Counted per name, per address and per account: an email and a username count together.
      const ip = clientAddress(request, app.config.gatewaySecret);
      const attempt = await app.loginLimiter.begin({ name: email, ip, account: user?.id }, reply);
      // An unknown name is checked against a dummy hash: the time taken does not tell it apart.
      const valid = await verifyOrDummy(password, user?.password_hash);
      if (!user || !valid)
        throw domainError(DomainCode.INVALID_CREDENTIALS, 'Invalid email or password', 400);
      await attempt.succeeded();
      // Checked only after the password, so the answer reveals nothing about unknown accounts.
      if (user.status !== 1) {
        throw domainError(
          DomainCode.USER_INACTIVE,
          'This account is inactive; ask an administrator to activate it',
        );
      }
      const accessToken = await app.tokens.sign({
        sub: user.id,
        role: user.role,
        tv: user.token_version,
      });
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
    async (request, reply) => {
      const { password, newPassword } = request.body;
      const id = request.user.id;
      // Own password only: an admin sets another user's through PATCH /admin/user/update-password.
      if (request.body.id && request.body.id !== id)
        throw new ApiError(
          403,
          403,
          'You can change only your own password; an administrator resets other users’ passwords',
        );
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
      // Guessing the current password is limited like signing in.
      const keys = {
        name: `change-password:${id}`,
        ip: clientAddress(request, app.config.gatewaySecret),
        account: id,
      };
      const attempt = await app.loginLimiter.begin(keys, reply);
      if (!(await verifyOrDummy(password, user.password_hash)))
        throw domainError(DomainCode.CURRENT_PASSWORD_WRONG, 'Current password is incorrect');
      await attempt.succeeded();
      await setPasswordHash(app.db, id, await hashPassword(newPassword));
      app.accounts.forget(id);
      return ok(null, 'Password changed');
    },
  );
}
