import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/passwords.js';
import { startTestApi, type TestApi } from '../test-support/api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

interface User {
  _id: string;
  email: string;
  fullName: string;
  username: string | null;
  phoneno: string;
  status: number;
  usertype: string;
  updatedAt: string;
  dogDetailList: { dogName: string }[];
}
const USER_KEYS = [
  '_id',
  'email',
  'fullName',
  'firstName',
  'lastName',
  'englishFirstName',
  'englishLastName',
  'username',
  'phoneno',
  'profilepic',
  'googleid',
  'status',
  'usertype',
  'pincode',
  'state',
  'district',
  'city',
  'apartment',
  'hasDog',
  'dogDetailList',
  'createdAt',
  'updatedAt',
];
const rows = (body: Record<string, unknown>) => body.results as User[];
const sqlCount = async (where: string, params: unknown[] = []) =>
  (
    await api.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM users WHERE ${where}`, params)
  )[0]!.n;
const adminId = async () =>
  (await api.db.query<{ id: string }>(`SELECT id FROM users WHERE role = 'admin'`))[0]!.id;
/** Every body the api sends about users: no password field and no hash, anywhere. */
const noSecrets = (body: unknown) => {
  const text = JSON.stringify(body);
  expect(text).not.toContain('scrypt$');
  expect(text).not.toMatch(/"[^"]*password[^"]*":/i);
};

let counter = 0;
const roleUser = (overrides: Record<string, unknown> = {}) => {
  counter += 1;
  return {
    email: `new.staff${counter}@dogstay.example`,
    fullName: '新人 スタッフ',
    username: `new.staff${counter}`,
    phoneno: '090-1111-2222',
    password: 'long-enough-1',
    confirmPassword: 'long-enough-1',
    usertype: 'staff',
    ...overrides,
  };
};

describe('user list, look-up and counts', () => {
  it('lists users with meta.total, filtered by usertype, and never sends a password', async () => {
    const all = await api.call('GET', '/admin/list?pageSize=100');
    expect(all.status).toBe(200);
    expect((all.body.meta as { total: number }).total).toBe(await sqlCount('true'));
    expect(Object.keys(rows(all.body)[0]!).sort()).toEqual([...USER_KEYS].sort());
    noSecrets(all.body);

    const customers = await api.call('GET', '/admin/list?usertype=customer&pageSize=100');
    expect(rows(customers.body).every((u) => u.usertype === 'customer')).toBe(true);
    expect((customers.body.meta as { total: number }).total).toBe(40);
    const staff = await api.call('GET', '/admin/list?usertype=staff');
    expect(rows(staff.body).map((u) => u.usertype)).toEqual(['staff', 'staff', 'staff']);
    expect(rows(staff.body).every((u) => u.dogDetailList.length === 0)).toBe(true);
  });

  it('searches names, email and username, sorts, and refuses a bad usertype as {property, message}', async () => {
    const [sample] = await api.db.query<{ last_name: string; n: number }>(
      `SELECT last_name, count(*)::int AS n FROM users WHERE role = 'customer' GROUP BY last_name ORDER BY count(*) DESC, last_name LIMIT 1`,
    );
    const found = await api.call(
      'GET',
      `/admin/list?usertype=customer&search=${encodeURIComponent(sample!.last_name)}`,
    );
    expect((found.body.meta as { total: number }).total).toBe(sample!.n);
    const sorted = await api.call('GET', '/admin/list?sortColumn=email&sortDir=asc&pageSize=100');
    const emails = rows(sorted.body).map((u) => u.email);
    expect(emails).toEqual([...emails].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const bad = await api.call('GET', '/admin/list?usertype=owner');
    expect(bad.status).toBe(400);
    expect((bad.body.errors as { property: string }[])[0]!.property).toBe('usertype');
  });

  it('gets one user, 404 for an unknown id', async () => {
    const id = await adminId();
    const res = await api.call('GET', `/admin/get/${id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ _id: id, usertype: 'admin', status: 1 });
    noSecrets(res.body);
    expect((await api.call('GET', '/admin/get/nope')).status).toBe(404);
  });

  it('counts users, active users, staff and customers', async () => {
    const res = await api.call('GET', '/admin/get/total/user_blog');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      totalUsers: await sqlCount('true'),
      activeUsers: await sqlCount('status = 1'),
      inactiveUsers: await sqlCount('status = 2'),
      admins: await sqlCount(`role = 'admin'`),
      staff: await sqlCount(`role = 'staff'`),
      customers: await sqlCount(`role = 'customer'`),
    });
  });
});

describe('PUT /user/admin/update/user', () => {
  const aCustomer = async () =>
    rows((await api.call('GET', '/admin/list?usertype=customer&sortColumn=email&pageSize=3')).body);

  it('changes only the fields sent and refuses a stale updatedAt with 409/5002', async () => {
    const [user] = await aCustomer();
    const res = await api.call('PUT', '/user/admin/update/user', {
      _id: user!._id,
      fullName: '更新 花子',
      phoneno: '080-0000-1111',
      status: 2,
      updatedAt: user!.updatedAt,
    });
    expect(res.status).toBe(200);
    noSecrets(res.body);
    expect(res.body.data).toMatchObject({
      _id: user!._id,
      fullName: '更新 花子',
      phoneno: '080-0000-1111',
      status: 2,
      email: user!.email,
      usertype: 'customer',
    });
    const stale = await api.call('PUT', '/user/admin/update/user', {
      _id: user!._id,
      fullName: 'stale',
      updatedAt: user!.updatedAt,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.statusCode).toBe(5002);
    expect(((await api.call('GET', `/admin/get/${user!._id}`)).body.data as User).fullName).toBe(
      '更新 花子',
    );
  });

  it('refuses a taken email (5200) or username (5201), a bad email, and 404 for an unknown user', async () => {
    const [a, b] = await aCustomer();
    const email = await api.call('PUT', '/user/admin/update/user', {
      _id: a!._id,
      email: b!.email.toUpperCase(),
    });
    expect(email.body.statusCode).toBe(5200);
    const username = await api.call('PUT', '/user/admin/update/user', {
      _id: a!._id,
      username: b!.username,
    });
    expect(username.body.statusCode).toBe(5201);
    const invalid = await api.call('PUT', '/user/admin/update/user', {
      _id: a!._id,
      email: 'not-an-email',
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual([
      { property: 'email', message: 'please enter a valid email' },
    ]);
    expect(
      (await api.call('PUT', '/user/admin/update/user', { _id: 'nope', fullName: 'x' })).status,
    ).toBe(404);
  });

  it('does not let the signed-in user deactivate or demote their own account (5205)', async () => {
    const id = await adminId();
    expect(
      (await api.call('PUT', '/user/admin/update/user', { _id: id, status: 2 })).body.statusCode,
    ).toBe(5205);
    expect(
      (await api.call('PUT', '/user/admin/update/user', { _id: id, usertype: 'staff' })).body
        .statusCode,
    ).toBe(5205);
    expect(
      (await api.call('PUT', '/user/admin/update/user', { _id: id, phoneno: '03-1234-5678' }))
        .status,
    ).toBe(200);
  });
});

describe('add role user', () => {
  it('creates an inactive staff user with a hashed password that is never sent back', async () => {
    const body = roleUser();
    const res = await api.call('POST', '/admin/role-user/create', body);
    expect(res.status).toBe(200);
    noSecrets(res.body);
    const user = res.body.data as User;
    expect(user).toMatchObject({
      email: body.email,
      username: body.username,
      fullName: body.fullName,
      phoneno: body.phoneno,
      usertype: 'staff',
      status: 2,
    });
    const [row] = await api.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM users WHERE id = $1',
      [user._id],
    );
    expect(row!.password_hash).not.toContain(body.password);
    expect(await verifyPassword(body.password, row!.password_hash)).toBe(true);
  });

  it('asks to fill all fields for each empty one of email, full name, confirm password, phone and username', async () => {
    const res = await api.call(
      'POST',
      '/admin/role-user/create',
      roleUser({ email: ' ', fullName: '', confirmPassword: '', phoneno: undefined, username: '' }),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('please fill all fields');
    expect(res.body.errors).toEqual(
      ['email', 'fullName', 'confirmPassword', 'phoneno', 'username'].map((property) => ({
        property,
        message: 'please fill all fields',
      })),
    );
  });

  it('refuses a mismatched confirmation (5202), a short password (5204), a taken email (5200) or username (5201)', async () => {
    expect(
      (
        await api.call(
          'POST',
          '/admin/role-user/create',
          roleUser({ confirmPassword: 'something-else' }),
        )
      ).body.statusCode,
    ).toBe(5202);
    expect(
      (
        await api.call(
          'POST',
          '/admin/role-user/create',
          roleUser({ password: 'short', confirmPassword: 'short' }),
        )
      ).body.statusCode,
    ).toBe(5204);
    const first = roleUser();
    expect((await api.call('POST', '/admin/role-user/create', first)).status).toBe(200);
    expect(
      (
        await api.call(
          'POST',
          '/admin/role-user/create',
          roleUser({ email: first.email.toUpperCase() }),
        )
      ).body.statusCode,
    ).toBe(5200);
    expect(
      (await api.call('POST', '/admin/role-user/create', roleUser({ username: first.username })))
        .body.statusCode,
    ).toBe(5201);
    const invalid = await api.call(
      'POST',
      '/admin/role-user/create',
      roleUser({ email: 'nobody' }),
    );
    expect(invalid.body.errors).toEqual([
      { property: 'email', message: 'please enter a valid email' },
    ]);
  });
});

describe('update user password', () => {
  it('lets an admin set a password the user then signs in with', async () => {
    const created = (await api.call('POST', '/admin/role-user/create', roleUser({ status: 1 })))
      .body.data as User;
    const res = await api.call('PATCH', '/admin/user/update-password', {
      id: created._id,
      newPassword: 'brand-new-pass',
      confirmPassword: 'brand-new-pass',
    });
    expect(res.status).toBe(200);
    noSecrets(res.body);
    const login = await api.call(
      'POST',
      '/admin/login',
      { email: created.email, password: 'brand-new-pass' },
      { token: null },
    );
    expect(login.status).toBe(200);
  });

  it('refuses a staff user with 403', async () => {
    const body = roleUser({ status: 1 });
    await api.call('POST', '/admin/role-user/create', body);
    const login = await api.call(
      'POST',
      '/admin/login',
      { email: body.email, password: body.password },
      { token: null },
    );
    const token = (login.body.data as { accessToken: string }).accessToken;
    const res = await api.call(
      'PATCH',
      '/admin/user/update-password',
      { id: await adminId(), newPassword: 'taken-over-1', confirmPassword: 'taken-over-1' },
      { token },
    );
    expect(res.status).toBe(403);
  });

  it('asks to select a user, refuses mismatch (5202), short (5204) and unknown users (404)', async () => {
    const select = await api.call('PATCH', '/admin/user/update-password', {
      newPassword: 'long-enough-1',
      confirmPassword: 'long-enough-1',
    });
    expect(select.status).toBe(400);
    expect(select.body.errors).toEqual([{ property: 'id', message: 'Select User' }]);
    const id = await adminId();
    expect(
      (
        await api.call('PATCH', '/admin/user/update-password', {
          id,
          newPassword: 'long-enough-1',
          confirmPassword: 'long-enough-2',
        })
      ).body.statusCode,
    ).toBe(5202);
    expect(
      (
        await api.call('PATCH', '/admin/user/update-password', {
          id,
          newPassword: 'short',
          confirmPassword: 'short',
        })
      ).body.statusCode,
    ).toBe(5204);
    expect(
      (
        await api.call('PATCH', '/admin/user/update-password', {
          id: 'nope',
          newPassword: 'long-enough-1',
          confirmPassword: 'long-enough-1',
        })
      ).status,
    ).toBe(404);
  });
});

describe('DELETE /user/delete/{id}', () => {
  it('deletes a customer; their bookings stay, without the user link', async () => {
    const [row] = await api.db.query<{ user_id: string; n: number }>(
      'SELECT user_id, count(*)::int AS n FROM bookings GROUP BY user_id ORDER BY user_id LIMIT 1',
    );
    const res = await api.call('DELETE', `/user/delete/${row!.user_id}`);
    expect(res.status).toBe(200);
    expect((await api.call('GET', `/admin/get/${row!.user_id}`)).status).toBe(404);
    expect(await api.db.query('SELECT 1 FROM bookings WHERE user_id = $1', [row!.user_id])).toEqual(
      [],
    );
    const [kept] = await api.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM bookings WHERE user_id IS NULL',
    );
    expect(kept!.n).toBe(row!.n);
    expect((await api.call('DELETE', `/user/delete/${row!.user_id}`)).status).toBe(404);
  });

  it('refuses to delete yourself (5203)', async () => {
    const res = await api.call('DELETE', `/user/delete/${await adminId()}`);
    expect(res.status).toBe(400);
    expect(res.body.statusCode).toBe(5203);
  });
});

describe('auth', () => {
  it('answers 401 without a token on every user route', async () => {
    for (const [method, path] of [
      ['GET', '/admin/list'],
      ['GET', '/admin/get/x'],
      ['PUT', '/user/admin/update/user'],
      ['GET', '/admin/get/total/user_blog'],
      ['DELETE', '/user/delete/x'],
      ['POST', '/admin/role-user/create'],
      ['PATCH', '/admin/user/update-password'],
      ['PATCH', '/user/file/add'],
      ['PUT', '/auth/user/upload'],
    ] as const) {
      expect(
        (await api.call(method, path, method === 'GET' ? undefined : {}, { token: null })).status,
        path,
      ).toBe(401);
    }
  });
});
