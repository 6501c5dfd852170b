// Issue 34, items 3 and 11 through the gateway: the api's sign-in limits count the client the
// gateway sees (passed on with GATEWAY_SECRET), and failures elsewhere do not lock the owner out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, errorOf } from '../test-support/expect.js';
import { apiTestSupport, startStack, type Stack } from '../test-support/stack.js';

const LOGIN = `mutation Login($email: String!, $password: String!) {
  login(email: $email, password: $password) { viewer { email } }
}`;
const SECRET = 'a-gateway-secret-shared-with-the-api';

let stack: Stack;
let admin: { email: string; password: string };
beforeAll(async () => {
  stack = await startStack({
    gateway: {
      trustProxy: true,
      gatewaySecret: SECRET,
      loginLimits: { perName: 5, perIp: 20, windowSeconds: 900 },
    },
    // The api allows fewer failures per address than the gateway: what it counts is visible.
    api: { gatewaySecret: SECRET, loginLimits: { perName: 10, perIp: 8, windowSeconds: 900 } },
  });
  admin = (await apiTestSupport()).TEST_ADMIN;
});
afterAll(async () => {
  await stack?.close();
});

/** A sign-in from a client at `address` (behind a trusted proxy that sets X-Forwarded-For). */
type Login = { login: { viewer: { email: string } } };
const login = (email: string, password: string, address: string) =>
  stack.gql<Login>(
    LOGIN,
    { email, password },
    { token: null, headers: { 'x-forwarded-for': address } },
  );

describe('the api counts the client the gateway sees', () => {
  it('failures from other clients do not lock the admin out at the api', async () => {
    // 3 clients × 4 failures = 12: over the api's 8 per address, were they all the gateway's.
    for (let c = 1; c <= 3; c++)
      for (let i = 0; i < 4; i++)
        errorOf(
          await login(`nobody${c}-${i}@x.example`, 'wrong', `203.0.113.${c}`),
          'DOMAIN_ERROR',
        );
    const signedIn = await login(admin.email, admin.password, '198.51.100.4');
    expect(dataOf(signedIn).login.viewer.email).toBe(admin.email);
  });
});

describe('a known name cannot be locked against its owner', () => {
  it('after 5 failures from one client, the owner signs in from another', async () => {
    for (let i = 0; i < 5; i++)
      errorOf(await login(admin.email, `wrong-${i}`, '192.0.2.66'), 'DOMAIN_ERROR');
    errorOf(await login(admin.email, admin.password, '192.0.2.66'), 'TOO_MANY_REQUESTS');
    const owner = await login(admin.email, admin.password, '192.0.2.10');
    expect(dataOf(owner).login.viewer.email).toBe(admin.email);
  });
});
