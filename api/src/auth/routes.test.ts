import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, TEST_ADMIN, type TestApi } from '../test-support/api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const login = (email: string, password: string) =>
  api.call('POST', '/admin/login', { email, password }, { token: null });

describe('sign-in', () => {
  it('signs in by email or username and returns a signed, expiring token', async () => {
    const byEmail = await login(TEST_ADMIN.email, TEST_ADMIN.password);
    expect(byEmail.status).toBe(200);
    const data = byEmail.body.data as { accessToken: string; expiresIn: number };
    expect(data.accessToken.split('.')).toHaveLength(3);
    expect(data.expiresIn).toBeGreaterThan(0);
    expect((await login('ADMIN', TEST_ADMIN.password)).status).toBe(200);
  });

  it('refuses a wrong password with 5000 and docs/product.md §5 messages for empty fields as {property, message}', async () => {
    const wrong = await login(TEST_ADMIN.email, 'nope-nope');
    expect(wrong.status).toBe(400);
    expect(wrong.body.statusCode).toBe(5000);
    const empty = await login('', '');
    expect(empty.body.errors).toEqual([
      { property: 'email', message: 'Please enter username' },
      { property: 'password', message: 'Please enter password' },
    ]);
  });

  it('keeps an inactive account out until it is activated', async () => {
    const created = await api.call('POST', '/admin/role-user/create', {
      email: 'new.staff@dogstay.example',
      fullName: '新人 スタッフ',
      username: 'newstaff',
      phoneno: '090-1111-2222',
      password: 'staff-pass-123',
      confirmPassword: 'staff-pass-123',
    });
    expect(created.status).toBe(200);
    const user = created.body.data as { _id: string; status: number };
    expect(user.status).toBe(2);
    const refused = await login('newstaff', 'staff-pass-123');
    expect(refused.status).toBe(400);
    expect(refused.body.statusCode).toBe(5206);
    // A wrong password for an inactive account says only "wrong credentials".
    expect((await login('newstaff', 'wrong-pass-123')).body.statusCode).toBe(5000);
    expect(
      (await api.call('PUT', '/user/admin/update/user', { _id: user._id, status: 1 })).status,
    ).toBe(200);
    expect((await login('newstaff', 'staff-pass-123')).status).toBe(200);
  });
});

describe('tokens', () => {
  it('answers 401 for a missing, malformed, tampered or expired token', async () => {
    expect((await api.call('GET', '/auth/user/me', undefined, { token: null })).status).toBe(401);
    expect(
      (await api.call('GET', '/auth/user/me', undefined, { token: 'not-a-token' })).status,
    ).toBe(401);
    const [h, p, s] = api.token.split('.');
    const tampered = `${h}.${p}.${s!.slice(0, -2)}${s!.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await api.call('GET', '/auth/user/me', undefined, { token: tampered })).status).toBe(
      401,
    );
    const expired = await new SignJWT({ role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('x')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode(api.config.tokenSecret));
    expect((await api.call('GET', '/auth/user/me', undefined, { token: expired })).status).toBe(
      401,
    );
  });

  it('returns the signed-in user without any password field', async () => {
    const me = await api.call('GET', '/auth/user/me');
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({
      email: TEST_ADMIN.email,
      role: 'admin',
      firstName: '管理者',
    });
    expect(JSON.stringify(me.body)).not.toMatch(/password|scrypt/i);
  });
});

describe('change password', () => {
  it('checks the current password and the length, then signs in with the new one', async () => {
    const wrong = await api.call('PATCH', '/auth/user/change-password', {
      password: 'bad-current',
      newPassword: 'brand-new-pass',
    });
    expect(wrong.body.statusCode).toBe(5001);
    const weak = await api.call('PATCH', '/auth/user/change-password', {
      password: TEST_ADMIN.password,
      newPassword: 'short',
    });
    expect(weak.body.statusCode).toBe(5204);
    const done = await api.call('PATCH', '/auth/user/change-password', {
      password: TEST_ADMIN.password,
      newPassword: 'brand-new-pass',
    });
    expect(done.status).toBe(200);
    expect((await login(TEST_ADMIN.email, TEST_ADMIN.password)).body.statusCode).toBe(5000);
    expect((await login(TEST_ADMIN.email, 'brand-new-pass')).status).toBe(200);
  });
});
