import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../server.js';
import { dataOf, errorOf, upstreamCalls } from '../test-support/expect.js';
import { postGraphql, startStack, type Stack } from '../test-support/stack.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

const LOGIN = `mutation L($email: String!, $password: String!, $issueToken: Boolean) {
  login(email: $email, password: $password, issueToken: $issueToken) { accessToken viewer { id } }
}`;
const VIEWER = '{ viewer { id email userType } }';
const CREATE = `mutation C($input: RoleUserInput!) { createRoleUser(input: $input) { user { id } } }`;
const UPDATE = `mutation U($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input, force: true) { user { id } } }`;
const DELETE = 'mutation D($id: ID!) { deleteUser(id: $id) { id } }';
const SET_PASSWORD = `mutation P($input: UserPasswordInput!) { setUserPassword(input: $input) { message } }`;
const CHANGE = `mutation Ch($input: ChangePasswordInput!) { changePassword(input: $input) { message } }`;
const USERS = '{ users(role: STAFF) { items { id } } }';

const PASSWORD = 'staff-pass-123';
let counter = 0;

/** A new active staff account, made by the admin through the gateway. */
async function newStaff(): Promise<{ id: string; email: string; username: string }> {
  counter += 1;
  const username = `gwsec${counter}`;
  const email = `${username}@dogstay.example`;
  const created = await stack.gql<{ createRoleUser: { user: { id: string } } }>(CREATE, {
    input: {
      email,
      fullName: 'セキュリティ 確認',
      username,
      phoneNumber: '090-0000-0000',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      role: 'STAFF',
      status: 'ACTIVE',
    },
  });
  return { id: dataOf(created).createRoleUser.user.id, email, username };
}

/** Signs in through `gateway` (default the stack's) and returns the session cookie. */
async function signIn(name: string, password = PASSWORD, gateway = stack.gateway) {
  const result = await postGraphql(gateway.url, LOGIN, { email: name, password }, {});
  dataOf(result);
  return (result.headers.get('set-cookie') ?? '').split(';')[0]!;
}

const asCookie = (cookie: string) => ({ token: null, headers: { cookie } });

describe('sessions: the cookie holds an opaque id, and sessions end', () => {
  it('the cookie is not the upstream token, and logout ends the session server-side', async () => {
    const staff = await newStaff();
    const result = await stack.gql<{ login: { accessToken: string } }>(
      LOGIN,
      { email: staff.email, password: PASSWORD, issueToken: true },
      { token: null },
    );
    const cookie = (result.headers.get('set-cookie') ?? '').split(';')[0]!;
    expect(cookie.split('=')[1]).not.toBe(dataOf(result).login.accessToken);
    expect(cookie).not.toContain('.');
    dataOf(await stack.gql(VIEWER, undefined, asCookie(cookie)));
    dataOf(await stack.gql('mutation { logout { message } }', undefined, asCookie(cookie)));
    // The old cookie, replayed after logout, no longer reads anything.
    errorOf(await stack.gql(VIEWER, undefined, asCookie(cookie)), 'UNAUTHENTICATED');
    errorOf(await stack.gql(USERS, undefined, asCookie(cookie)), 'UNAUTHENTICATED');
  });

  it('an admin password reset, a deactivation and a deletion end every session of the user', async () => {
    const reset = await newStaff();
    const [c1, c2] = [await signIn(reset.email), await signIn(reset.username)];
    dataOf(
      await stack.gql(SET_PASSWORD, {
        input: { userId: reset.id, newPassword: 'new-pass-456', confirmPassword: 'new-pass-456' },
      }),
    );
    errorOf(await stack.gql(VIEWER, undefined, asCookie(c1)), 'UNAUTHENTICATED');
    errorOf(await stack.gql(VIEWER, undefined, asCookie(c2)), 'UNAUTHENTICATED');

    const deactivated = await newStaff();
    const c3 = await signIn(deactivated.email);
    dataOf(await stack.gql(UPDATE, { id: deactivated.id, input: { status: 'INACTIVE' } }));
    errorOf(await stack.gql(VIEWER, undefined, asCookie(c3)), 'UNAUTHENTICATED');

    const deleted = await newStaff();
    const c4 = await signIn(deleted.email);
    dataOf(await stack.gql(DELETE, { id: deleted.id }));
    errorOf(await stack.gql(VIEWER, undefined, asCookie(c4)), 'UNAUTHENTICATED');
  });

  it('an own password change ends the other sessions and keeps this one signed in', async () => {
    const staff = await newStaff();
    const [here, elsewhere] = [await signIn(staff.email), await signIn(staff.email)];
    const changed = await stack.gql<{ changePassword: { message: string } }>(
      CHANGE,
      { input: { currentPassword: PASSWORD, newPassword: 'next-pass-789' } },
      asCookie(here),
    );
    dataOf(changed);
    const renewed = (changed.headers.get('set-cookie') ?? '').split(';')[0]!;
    expect(renewed).toMatch(/^dogstay_session=./);
    errorOf(await stack.gql(VIEWER, undefined, asCookie(elsewhere)), 'UNAUTHENTICATED');
    errorOf(await stack.gql(VIEWER, undefined, asCookie(here)), 'UNAUTHENTICATED');
    const me = dataOf(
      await stack.gql<{ viewer: { email: string } }>(VIEWER, undefined, asCookie(renewed)),
    );
    expect(me.viewer.email).toBe(staff.email);
  });

  it('sessions end after the idle timeout and at the absolute lifetime', async () => {
    const staff = await newStaff();
    const start = (idleSeconds: number, maxSeconds: number) =>
      startGateway({
        restBaseUrl: stack.api.url,
        port: 0,
        host: '127.0.0.1',
        logger: pino({ level: 'silent' }),
        sessionLifetimes: { idleSeconds, maxSeconds },
      });
    const [idle, absolute] = [await start(1, 60), await start(60, 2)];
    try {
      const ask = (gateway: RunningGateway, cookie: string) =>
        fetch(`${gateway.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({ query: VIEWER }),
        }).then((r) => r.json() as Promise<{ errors?: { extensions: { code: string } }[] }>);
      const idleCookie = await signIn(staff.email, PASSWORD, idle);
      const absoluteCookie = await signIn(staff.email, PASSWORD, absolute);
      // Used every 0.6 s, the absolute session still ends at 2 s; the idle one ends unused.
      for (let i = 0; i < 4; i++) {
        await new Promise((resolve) => setTimeout(resolve, 600));
        const answer = await ask(absolute, absoluteCookie);
        if (i < 2) expect(answer.errors).toBeUndefined();
      }
      expect((await ask(absolute, absoluteCookie)).errors?.[0]?.extensions.code).toBe(
        'UNAUTHENTICATED',
      );
      expect((await ask(idle, idleCookie)).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    } finally {
      await Promise.all([idle.close(), absolute.close()]);
    }
  });
});

describe('roles: only admins manage accounts', () => {
  it('a staff session is refused every account change with FORBIDDEN before any REST call', async () => {
    const [staff, other] = [await newStaff(), await newStaff()];
    const cookie = await signIn(staff.email);
    const as = asCookie(cookie);
    const attempts = [
      stack.gql(
        CREATE,
        {
          input: {
            email: 'evil@dogstay.example',
            fullName: 'x',
            username: 'evil',
            phoneNumber: '1',
            password: 'evil-pass-123',
            confirmPassword: 'evil-pass-123',
            role: 'ADMIN',
            status: 'ACTIVE',
          },
        },
        as,
      ),
      stack.gql(UPDATE, { id: other.id, input: { role: 'ADMIN' } }, as),
      stack.gql(UPDATE, { id: other.id, input: { email: 'mine@dogstay.example' } }, as),
      stack.gql(DELETE, { id: other.id }, as),
      stack.gql(
        SET_PASSWORD,
        { input: { userId: other.id, newPassword: 'evil-pass-1', confirmPassword: 'evil-pass-1' } },
        as,
      ),
    ];
    for (const result of await Promise.all(attempts)) {
      const error = errorOf(result, 'FORBIDDEN');
      expect(error.message).toMatch(/only an administrator/i);
      // At most the role read again (GET /auth/user/me, kept 5 s); the change never reaches REST.
      expect(upstreamCalls(result)).toBeLessThanOrEqual(1);
    }
    // Staff still read the users list and edit their own name.
    dataOf(await stack.gql(USERS, undefined, as));
    dataOf(await stack.gql(UPDATE, { id: staff.id, input: { firstName: '自分' } }, as));
  });

  it('a staff bearer token is refused too (its role looked up once)', async () => {
    const staff = await newStaff();
    const login = await stack.gql<{ login: { accessToken: string } }>(
      LOGIN,
      { email: staff.email, password: PASSWORD, issueToken: true },
      { token: null },
    );
    const token = dataOf(login).login.accessToken;
    errorOf(await stack.gql(DELETE, { id: stack.api.token }, { token }), 'FORBIDDEN');
    const again = await stack.gql(UPDATE, { id: 'someone', input: { role: 'ADMIN' } }, { token });
    errorOf(again, 'FORBIDDEN');
    expect(upstreamCalls(again)).toBe(0);
  });
});

describe('changePassword: own password only, attempts limited like sign-in', () => {
  it('refuses another userId with FORBIDDEN', async () => {
    const [staff, other] = [await newStaff(), await newStaff()];
    const cookie = await signIn(staff.email);
    const error = errorOf(
      await stack.gql(
        CHANGE,
        { input: { userId: other.id, currentPassword: PASSWORD, newPassword: 'next-pass-789' } },
        asCookie(cookie),
      ),
      'FORBIDDEN',
    );
    expect(error.message).toMatch(/only your own password/i);
  });

  it('after 5 wrong current passwords answers TOO_MANY_REQUESTS', async () => {
    const staff = await newStaff();
    const cookie = await signIn(staff.email);
    const guess = () =>
      stack.gql(
        CHANGE,
        { input: { currentPassword: 'wrong-guess', newPassword: 'next-pass-789' } },
        asCookie(cookie),
      );
    for (let i = 0; i < 5; i++) errorOf(await guess(), 'DOMAIN_ERROR');
    errorOf(await guess(), 'TOO_MANY_REQUESTS');
  });
});

describe('sign-in limit per account', () => {
  it('failures under the email and the username of one account count together', async () => {
    const staff = await newStaff();
    await signIn(staff.email);
    for (let i = 0; i < 5; i++) {
      const name = i % 2 === 0 ? staff.email : staff.username;
      errorOf(
        await stack.gql(LOGIN, { email: name, password: 'wrong' }, { token: null }),
        'DOMAIN_ERROR',
      );
    }
    errorOf(
      await stack.gql(LOGIN, { email: staff.username, password: PASSWORD }, { token: null }),
      'TOO_MANY_REQUESTS',
    );
  });
});
