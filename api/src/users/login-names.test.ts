// Issue 34, item 1: a username can never be another user's e-mail (nor the other way round), and
// sign-in never depends on the order of rows.
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test-support/api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ seed: false });
});
afterAll(() => api?.close());

const login = (email: string, password: string) =>
  api.call('POST', '/admin/login', { email, password }, { token: null });

let counter = 0;
async function newStaff(password = 'staff-pass-123') {
  counter += 1;
  const username = `names.staff${counter}`;
  const email = `${username}@dogstay.example`;
  const created = await api.call('POST', '/admin/role-user/create', {
    email,
    fullName: 'ログイン 名',
    username,
    phoneno: '090-0000-0000',
    password,
    confirmPassword: password,
    usertype: 'staff',
    status: 1,
  });
  expect(created.status).toBe(200);
  const id = (created.body.data as { _id: string })._id;
  const token = (
    (await login(username, password)).body.data as {
      accessToken: string;
    }
  ).accessToken;
  return { id, username, email, token, password };
}

const statusCode = (res: { body: Record<string, unknown> }) => res.body.statusCode;

describe('login names are unique across e-mails and usernames', () => {
  it('refuses a username that is another user’s e-mail, in any case (5201)', async () => {
    const colleague = await newStaff();
    const attacker = await newStaff();
    const res = await api.call(
      'PUT',
      '/user/admin/update/user',
      { _id: attacker.id, username: colleague.email.toUpperCase() },
      { token: attacker.token },
    );
    expect(res.status).toBe(400);
    expect(statusCode(res)).toBe(5201);
  });

  it('refuses an e-mail that is another user’s username (5200)', async () => {
    const colleague = await newStaff();
    const other = await newStaff();
    const res = await api.call('PUT', '/user/admin/update/user', {
      _id: other.id,
      email: colleague.username,
    });
    // Not a valid e-mail either: make it one by giving the colleague an e-mail-shaped username.
    expect(res.status).toBe(400);
    const shaped = `${colleague.username}@alias.example`;
    expect(
      (await api.call('PUT', '/user/admin/update/user', { _id: colleague.id, username: shaped }))
        .status,
    ).toBe(200);
    const taken = await api.call('PUT', '/user/admin/update/user', {
      _id: other.id,
      email: shaped,
    });
    expect(statusCode(taken)).toBe(5200);
  });

  it('add role user refuses either name already used as the other kind', async () => {
    const colleague = await newStaff();
    const base = {
      fullName: 'x',
      phoneno: '1',
      password: 'pass-1234-5678',
      confirmPassword: 'pass-1234-5678',
      usertype: 'staff',
    };
    const asUsername = await api.call('POST', '/admin/role-user/create', {
      ...base,
      email: 'fresh1@dogstay.example',
      username: colleague.email,
    });
    expect(statusCode(asUsername)).toBe(5201);
    const shaped = `${colleague.username}@alias2.example`;
    await api.call('PUT', '/user/admin/update/user', { _id: colleague.id, username: shaped });
    const asEmail = await api.call('POST', '/admin/role-user/create', {
      ...base,
      email: shaped.toUpperCase(),
      username: 'fresh2',
    });
    expect(statusCode(asEmail)).toBe(5200);
  });

  it('one user may use their own e-mail as their username', async () => {
    const staff = await newStaff();
    const res = await api.call('PUT', '/user/admin/update/user', {
      _id: staff.id,
      username: staff.email,
    });
    expect(res.status).toBe(200);
    expect((await login(staff.email, staff.password)).status).toBe(200);
  });

  it('the database refuses a write that bypasses the checks', async () => {
    const colleague = await newStaff();
    const other = await newStaff();
    await expect(
      api.db.query('UPDATE users SET username = $2 WHERE id = $1', [other.id, colleague.email]),
    ).rejects.toThrow(/login_names_pkey|duplicate key/);
  });
});

describe('sign-in never depends on row order', () => {
  it('an e-mail signs in to its own account even when a legacy username repeats it', async () => {
    const colleague = await newStaff('colleague-pass-1');
    const attacker = await newStaff('attacker-pass-1');
    // Data from before the rule: written with the trigger off.
    await api.db.exec('ALTER TABLE users DISABLE TRIGGER users_login_names');
    try {
      await api.db.query('UPDATE users SET username = $2 WHERE id = $1', [
        attacker.id,
        colleague.email,
      ]);
      // The colleague's row is rewritten, so it now comes after the attacker's in the table.
      await api.db.query("UPDATE users SET first_name = 'again' WHERE id = $1", [colleague.id]);
    } finally {
      await api.db.exec('ALTER TABLE users ENABLE TRIGGER users_login_names');
    }
    const own = await login(colleague.email, 'colleague-pass-1');
    expect(own.status).toBe(200);
    const token = (own.body.data as { accessToken: string }).accessToken;
    expect(decodeJwt(token).sub).toBe(colleague.id);
    expect((await login(colleague.email, 'attacker-pass-1')).status).toBe(400);
  });
});
