import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, TEST_ADMIN, type TestApi } from '../test-support/api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const login = (email: string, password: string) =>
  api.call('POST', '/admin/login', { email, password }, { token: null });

let counter = 0;
/** A new active staff account (created by the admin) and its token. */
async function newStaff(): Promise<{ id: string; username: string; email: string; token: string }> {
  counter += 1;
  const username = `sec.staff${counter}`;
  const email = `${username}@dogstay.example`;
  const created = await api.call('POST', '/admin/role-user/create', {
    email,
    fullName: 'セキュリティ スタッフ',
    username,
    phoneno: '090-0000-0000',
    password: 'staff-pass-123',
    confirmPassword: 'staff-pass-123',
    usertype: 'staff',
    status: 1,
  });
  expect(created.status).toBe(200);
  const id = (created.body.data as { _id: string })._id;
  const signIn = await login(username, 'staff-pass-123');
  expect(signIn.status).toBe(200);
  return { id, username, email, token: (signIn.body.data as { accessToken: string }).accessToken };
}

describe('roles: only admins manage accounts (403)', () => {
  it('a staff token cannot create a role user, promote anyone, reset or delete', async () => {
    const staff = await newStaff();
    const other = await newStaff();
    const as = { token: staff.token };
    const create = await api.call(
      'POST',
      '/admin/role-user/create',
      {
        email: 'evil@dogstay.example',
        fullName: 'x',
        username: 'evil',
        phoneno: '1',
        password: 'evil-pass-123',
        confirmPassword: 'evil-pass-123',
        usertype: 'admin',
        status: 1,
      },
      as,
    );
    expect(create.status).toBe(403);
    expect(create.body.message).toMatch(/only an administrator/i);
    const promote = await api.call(
      'PUT',
      '/user/admin/update/user',
      { _id: other.id, usertype: 'admin' },
      as,
    );
    expect(promote.status).toBe(403);
    const email = await api.call(
      'PUT',
      '/user/admin/update/user',
      { _id: other.id, email: 'taken-over@dogstay.example' },
      as,
    );
    expect(email.status).toBe(403);
    const reset = await api.call(
      'PATCH',
      '/admin/user/update-password',
      { id: other.id, newPassword: 'evil-pass-123', confirmPassword: 'evil-pass-123' },
      as,
    );
    expect(reset.status).toBe(403);
    expect((await api.call('DELETE', `/user/delete/${other.id}`, undefined, as)).status).toBe(403);
    // Self-promotion is refused too, and reading stays open to staff.
    const self = await api.call(
      'PUT',
      '/user/admin/update/user',
      { _id: staff.id, usertype: 'admin' },
      as,
    );
    expect(self.status).toBe(400);
    expect((await api.call('GET', '/admin/list', undefined, as)).status).toBe(200);
    const ownName = await api.call(
      'PUT',
      '/user/admin/update/user',
      { _id: staff.id, firstName: '自分' },
      as,
    );
    expect(ownName.status).toBe(200);
  });

  it('an admin still manages accounts', async () => {
    const staff = await newStaff();
    const promote = await api.call('PUT', '/user/admin/update/user', {
      _id: staff.id,
      usertype: 'admin',
    });
    expect(promote.status).toBe(200);
  });
});

describe('tokens end with the account', () => {
  it('a password reset, a deactivation and a deletion end the tokens issued before', async () => {
    const reset = await newStaff();
    expect((await api.call('GET', '/auth/user/me', undefined, { token: reset.token })).status).toBe(
      200,
    );
    await api.call('PATCH', '/admin/user/update-password', {
      id: reset.id,
      newPassword: 'new-pass-4567',
      confirmPassword: 'new-pass-4567',
    });
    expect((await api.call('GET', '/auth/user/me', undefined, { token: reset.token })).status).toBe(
      401,
    );
    expect((await login(reset.username, 'new-pass-4567')).status).toBe(200);

    const deactivated = await newStaff();
    await api.call('PUT', '/user/admin/update/user', { _id: deactivated.id, status: 2 });
    expect(
      (await api.call('GET', '/admin/list', undefined, { token: deactivated.token })).status,
    ).toBe(401);

    const deleted = await newStaff();
    await api.call('DELETE', `/user/delete/${deleted.id}`);
    expect((await api.call('GET', '/admin/list', undefined, { token: deleted.token })).status).toBe(
      401,
    );
  });

  it('an own password change ends the old token too', async () => {
    const staff = await newStaff();
    const changed = await api.call(
      'PATCH',
      '/auth/user/change-password',
      { password: 'staff-pass-123', newPassword: 'next-pass-890' },
      { token: staff.token },
    );
    expect(changed.status).toBe(200);
    expect((await api.call('GET', '/auth/user/me', undefined, { token: staff.token })).status).toBe(
      401,
    );
  });
});

describe('change-password: own account only, attempts limited', () => {
  it('refuses another user id with 403', async () => {
    const staff = await newStaff();
    const refused = await api.call(
      'PATCH',
      '/auth/user/change-password',
      { id: 'anyone-else', password: 'guess-1234', newPassword: 'next-pass-890' },
      { token: staff.token },
    );
    expect(refused.status).toBe(403);
  });

  it('answers 429 with Retry-After after 10 wrong current passwords', async () => {
    const staff = await newStaff();
    const guess = () =>
      api.call(
        'PATCH',
        '/auth/user/change-password',
        { password: 'wrong-guess', newPassword: 'next-pass-890' },
        { token: staff.token },
      );
    for (let i = 0; i < 10; i += 1) expect((await guess()).status).toBe(400);
    expect((await guess()).status).toBe(429);
  });
});

describe('POST /admin/login is limited per account, name and address', () => {
  it('email and username of one account count together; 429 with Retry-After', async () => {
    const staff = await newStaff();
    for (let i = 0; i < 10; i += 1) {
      const name = i % 2 === 0 ? staff.email : staff.username;
      expect((await login(name, 'wrong-guess')).status).toBe(400);
    }
    const res = await fetch(`${api.url}/api/v1/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: staff.username, password: 'staff-pass-123' }),
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another account is not locked out by it.
    expect((await login(TEST_ADMIN.email, TEST_ADMIN.password)).status).toBe(200);
  });
});
