// Issue 34, item 1 through the gateway: an email or username that is another user's email or
// username is refused before REST, as BAD_USER_INPUT on the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, errorOf, upstreamCalls } from '../test-support/expect.js';
import { startStack, type Stack } from '../test-support/stack.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => stack?.close());

const CREATE = `mutation C($input: RoleUserInput!) { createRoleUser(input: $input) { user { id email username } } }`;
const UPDATE = `mutation U($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input, force: true) { user { id username } } }`;

let n = 0;
async function staff(): Promise<{ id: string; email: string; username: string }> {
  n += 1;
  const input = {
    email: `names-${n}@gw.example`,
    fullName: '名前 確認',
    username: `names${n}`,
    phoneNumber: '090-0000-0000',
    password: 'staff-pass-1',
    confirmPassword: 'staff-pass-1',
  };
  type Created = { createRoleUser: { user: { id: string; email: string; username: string } } };
  return dataOf(await stack.gql<Created>(CREATE, { input })).createRoleUser.user;
}

const fields = (result: Awaited<ReturnType<Stack['gql']>>) =>
  errorOf(result, 'BAD_USER_INPUT').extensions.fieldErrors?.map((e) => e.field);

describe('login names are unique across emails and usernames (gateway)', () => {
  it('refuses a username that is a colleague’s email before the update reaches REST', async () => {
    const colleague = await staff();
    const attacker = await staff();
    const res = await stack.gql(UPDATE, {
      id: attacker.id,
      input: { username: colleague.email.toUpperCase() },
    });
    expect(fields(res)).toEqual(['username']);
    expect(errorOf(res, 'BAD_USER_INPUT').extensions.fieldErrors?.[0]?.reason).toBe('DUPLICATE');
    // Only the look-up: no PUT.
    expect(upstreamCalls(res)).toBe(1);
  });

  it('refuses an email that is a colleague’s username, and a new role user with either', async () => {
    const colleague = await staff();
    const other = await staff();
    await stack.gql(UPDATE, {
      id: colleague.id,
      input: { username: `${colleague.username}@alias.example` },
    });
    expect(
      fields(
        await stack.gql(UPDATE, {
          id: other.id,
          input: { email: `${colleague.username}@alias.example` },
        }),
      ),
    ).toEqual(['email']);
    const create = await stack.gql(CREATE, {
      input: {
        email: colleague.email,
        fullName: 'x',
        username: other.email,
        phoneNumber: '1',
        password: 'pass-1234-5678',
        confirmPassword: 'pass-1234-5678',
      },
    });
    expect(fields(create)).toEqual(['email', 'username']);
  });

  it('lets a user keep or reuse their own names', async () => {
    const self = await staff();
    const res = await stack.gql<{ updateUser: { user: { username: string } } }>(UPDATE, {
      id: self.id,
      input: { email: self.email, username: self.email },
    });
    expect(dataOf(res).updateUser.user.username).toBe(self.email);
  });
});
