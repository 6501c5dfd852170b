import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../server.js';
import { dataOf, errorOf, upstreamCalls } from '../test-support/expect.js';
import { apiTestSupport, postGraphql, type TestApi } from '../test-support/stack.js';

const logLines: string[] = [];
const memory = new Writable({
  write(chunk: Buffer, _enc, done) {
    logLines.push(chunk.toString());
    done();
  },
});

let api: TestApi;
let gateway: RunningGateway;
let admin: { email: string; password: string };

const LOGIN = `mutation Login($email: String!, $password: String!, $issueToken: Boolean) {
  login(email: $email, password: $password, issueToken: $issueToken) {
    message accessToken viewer { id email firstName lastName userType username profilePic }
  }
}`;
const VIEWER = '{ viewer { id email userType } }';

beforeAll(async () => {
  const support = await apiTestSupport();
  admin = support.TEST_ADMIN;
  api = await support.startTestApi();
  gateway = await startGateway({
    restBaseUrl: api.url,
    port: 0,
    host: '127.0.0.1',
    logger: pino({ level: 'debug' }, memory),
  });
});
afterAll(async () => {
  await gateway?.close();
  await api?.close();
});

const gql = <T>(
  query: string,
  variables?: Record<string, unknown>,
  headers: Record<string, string> = {},
) => postGraphql<T>(gateway.url, query, variables, headers);

describe('login, the session cookie and logout', () => {
  let cookie = '';

  it('login answers the viewer and sets an httpOnly SameSite=Strict session cookie', async () => {
    const result = await gql<{
      login: {
        message: string;
        accessToken: string | null;
        viewer: { email: string; userType: string };
      };
    }>(LOGIN, admin);
    const login = dataOf(result).login;
    expect(login.viewer).toMatchObject({ email: admin.email, userType: 'admin' });
    expect(login.message).toBeTruthy();
    expect(login.accessToken).toBeNull();
    expect(upstreamCalls(result)).toBe(2);
    const setCookie = result.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^dogstay_session=[^;]+;/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Strict/i);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).not.toMatch(/Secure/i);
    cookie = setCookie.split(';')[0]!;
  });

  it('the cookie alone signs the next requests in', async () => {
    const viewer = dataOf(
      await gql<{ viewer: { email: string } }>(VIEWER, undefined, { cookie }),
    ).viewer;
    expect(viewer.email).toBe(admin.email);
  });

  it('tools may ask for the token and use it as a bearer token', async () => {
    const login = dataOf(
      await gql<{ login: { accessToken: string } }>(LOGIN, { ...admin, issueToken: true }),
    ).login;
    expect(login.accessToken).toEqual(expect.any(String));
    const viewer = await gql<{ viewer: { email: string } }>(VIEWER, undefined, {
      authorization: `Bearer ${login.accessToken}`,
    });
    expect(dataOf(viewer).viewer.email).toBe(admin.email);
  });

  it('logout clears the cookie', async () => {
    const result = await gql<{ logout: { message: string } }>(
      'mutation { logout { message } }',
      undefined,
      { cookie },
    );
    expect(dataOf(result).logout.message).toBeTruthy();
    expect(result.headers.get('set-cookie') ?? '').toMatch(
      /dogstay_session=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/i,
    );
  });

  it('a wrong password is a DOMAIN_ERROR with the server message', async () => {
    const error = errorOf(
      await gql(LOGIN, { email: admin.email, password: 'not-the-password' }),
      'DOMAIN_ERROR',
    );
    expect(error.extensions.upstreamCode).toBe(5000);
    expect(error.message).toMatch(/invalid email or password/i);
  });

  it('empty credentials are BAD_USER_INPUT named by argument', async () => {
    const error = errorOf(await gql(LOGIN, { email: ' ', password: '' }), 'BAD_USER_INPUT');
    expect(error.extensions.fieldErrors).toEqual([
      { field: 'email', message: 'Please enter username', reason: 'REQUIRED' },
      { field: 'password', message: 'Please enter password', reason: 'REQUIRED' },
    ]);
  });

  it('ping answers with a session, for both roots', async () => {
    const headers = { authorization: `Bearer ${api.token}` };
    expect(dataOf(await gql<{ ping: boolean }>('{ ping }', undefined, headers))).toEqual({
      ping: true,
    });
    expect(dataOf(await gql<{ ping: boolean }>('mutation { ping }', undefined, headers))).toEqual({
      ping: true,
    });
  });

  it('a forged bearer token is UNAUTHENTICATED (upstream 401)', async () => {
    errorOf(
      await gql(VIEWER, undefined, { authorization: 'Bearer forged.token.value' }),
      'UNAUTHENTICATED',
    );
  });
});

describe('changePassword', () => {
  const CHANGE = `mutation Change($input: ChangePasswordInput!) { changePassword(input: $input) { message } }`;
  const bearer = () => ({ authorization: `Bearer ${api.token}` });

  it('refuses a wrong current password and a weak new one', async () => {
    const wrong = errorOf(
      await gql(
        CHANGE,
        { input: { currentPassword: 'nope-nope', newPassword: 'long-enough-1' } },
        bearer(),
      ),
      'DOMAIN_ERROR',
    );
    expect(wrong.extensions.upstreamCode).toBe(5001);
    const weak = errorOf(
      await gql(
        CHANGE,
        { input: { currentPassword: admin.password, newPassword: 'short' } },
        bearer(),
      ),
      'DOMAIN_ERROR',
    );
    expect(weak.extensions.upstreamCode).toBe(5204);
  });

  it('refuses a new password equal to the current one on newPassword, saving nothing', async () => {
    const same = await gql(
      CHANGE,
      { input: { currentPassword: admin.password, newPassword: admin.password } },
      bearer(),
    );
    expect(errorOf(same, 'BAD_USER_INPUT').extensions.fieldErrors).toEqual([
      {
        field: 'newPassword',
        message: 'newPassword must differ from currentPassword.',
        reason: 'INVALID',
      },
    ]);
  });

  it('names empty fields by their GraphQL input names', async () => {
    const error = errorOf(
      await gql(CHANGE, { input: { currentPassword: '', newPassword: 'long-enough-1' } }, bearer()),
      'BAD_USER_INPUT',
    );
    expect(error.extensions.fieldErrors).toEqual([
      { field: 'currentPassword', message: 'please enter current password', reason: 'REQUIRED' },
    ]);
  });

  it('changes the password: the new one signs in, tokens issued before it end', async () => {
    const next = 'a-new-password-2';
    const changed = await gql<{ changePassword: { message: string } }>(
      CHANGE,
      { input: { currentPassword: admin.password, newPassword: next } },
      bearer(),
    );
    expect(dataOf(changed).changePassword.message).toBeTruthy();
    errorOf(await gql(VIEWER, undefined, bearer()), 'UNAUTHENTICATED');
    const login = dataOf(
      await gql<{ login: { accessToken: string } }>(LOGIN, {
        email: admin.email,
        password: next,
        issueToken: true,
      }),
    ).login;
    dataOf(
      await gql(
        CHANGE,
        { input: { currentPassword: next, newPassword: admin.password } },
        { authorization: `Bearer ${login.accessToken}` },
      ),
    );
  });
});

describe('logs', () => {
  it('carry request id, operation, duration and upstream calls, and never a token or password', async () => {
    const result = await gql(LOGIN, { ...admin, issueToken: true });
    const token = (result.data as { login: { accessToken: string } }).login.accessToken;
    const lines = logLines.map((l) => JSON.parse(l) as Record<string, unknown>);
    const line = lines.find(
      (l) => l.requestId === result.headers.get('x-request-id') && l.msg === 'request',
    );
    expect(line).toMatchObject({
      operationName: 'Login',
      upstreamCalls: 2,
      status: 200,
      path: '/graphql',
    });
    expect(line?.durationMs).toEqual(expect.any(Number));
    const all = logLines.join('\n');
    expect(all).not.toContain(token);
    expect(all).not.toContain(api.token);
    expect(all).not.toContain(admin.password);
    expect(all).not.toContain('a-new-password-2');
  });
});
