import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, errorOf, upstreamCalls } from '../test-support/expect.js';
import { apiTestSupport, startStack, type Stack } from '../test-support/stack.js';

const LOGIN = `mutation Login($email: String!, $password: String!) {
  login(email: $email, password: $password) { viewer { email } }
}`;

let stack: Stack;
let admin: { email: string; password: string };
beforeAll(async () => {
  stack = await startStack();
  admin = (await apiTestSupport()).TEST_ADMIN;
});
afterAll(async () => {
  await stack?.close();
});

const login = (email: string, password: string) =>
  stack.gql(LOGIN, { email, password }, { token: null });

describe('login brute force', () => {
  it('after 5 failures for a name, refuses it with TOO_MANY_REQUESTS before any REST call', async () => {
    for (let i = 0; i < 5; i++) {
      const failed = await login(admin.email, `wrong-${i}`);
      expect(errorOf(failed, 'DOMAIN_ERROR')).toBeTruthy();
      expect(upstreamCalls(failed)).toBe(1);
    }
    for (const password of ['wrong-again', admin.password]) {
      const refused = await login(admin.email.toUpperCase(), password);
      const error = errorOf(refused, 'TOO_MANY_REQUESTS');
      expect(error.extensions).toMatchObject({ retryAfter: expect.any(Number) });
      expect(upstreamCalls(refused)).toBe(0);
    }
  });

  it('bad input (an empty password) is not counted as a guess', async () => {
    for (let i = 0; i < 8; i++)
      errorOf(await login('someone@dogstay.example', ''), 'BAD_USER_INPUT');
    errorOf(await login('someone@dogstay.example', 'wrong'), 'DOMAIN_ERROR');
  });

  it('a bearer session is not affected by the refused sign-ins', async () => {
    expect(dataOf(await stack.gql('{ viewer { email } }')).viewer).toEqual({ email: admin.email });
  });
});
