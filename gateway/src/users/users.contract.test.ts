import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, errorOf } from '../test-support/expect.js';
import { startStack, type Stack } from '../test-support/stack.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => stack?.close());

const FIELDS = `id email fullName firstName lastName englishFirstName englishLastName username phoneNumber profilePictureUrl
  googleId status role address { postalCode prefecture district city apartment } hasDog dogs { name breed vaccinationDate fileUrl }
  createdAt updatedAt`;
interface User {
  id: string;
  email: string;
  fullName: string;
  username: string | null;
  status: string;
  role: string;
  profilePictureUrl: string | null;
  address: { city: string };
  dogs: { name: string }[];
  updatedAt: string;
}
const CREATE = `mutation C($input: RoleUserInput!) { createRoleUser(input: $input) { message user { ${FIELDS} } } }`;
const UPDATE = `mutation U($id: ID!, $input: UpdateUserInput!, $at: DateTime, $force: Boolean = true) { updateUser(id: $id, input: $input, expectedUpdatedAt: $at, force: $force) { message user { ${FIELDS} } } }`;
const GET = `query G($id: ID!) { user(id: $id) { ${FIELDS} } }`;
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('users', () => {
  let created: User;

  it('lists users filtered by role and counts them', async () => {
    const LIST = `query L($query: UserListQuery, $role: UserRole) { users(query: $query, role: $role) { total items { id role status } } }`;
    const customers = dataOf(
      await stack.gql<{ users: { total: number; items: User[] } }>(LIST, {
        role: 'CUSTOMER',
        query: { pageSize: 20, sortBy: 'email' },
      }),
    ).users;
    expect(customers.total).toBeGreaterThan(0);
    expect(customers.items.every((u) => u.role === 'CUSTOMER')).toBe(true);
    const counts = dataOf(
      await stack.gql<{
        userCounts: { total: number; customers: number; active: number; inactive: number };
      }>('{ userCounts { total active inactive admins staff customers } }'),
    ).userCounts;
    expect(counts.customers).toBe(customers.total);
    expect(counts.active + counts.inactive).toBe(counts.total);
  });

  it('adds a role user, inactive by default; names missing fields', async () => {
    const input = {
      email: 'gw-staff@example.jp',
      fullName: '佐藤 花子',
      username: 'gwstaff',
      phoneNumber: '090-1111-2222',
      password: 'staff-pass-1',
      confirmPassword: 'staff-pass-1',
    };
    created = dataOf(await stack.gql<{ createRoleUser: { user: User } }>(CREATE, { input }))
      .createRoleUser.user;
    expect(created).toMatchObject({
      email: input.email,
      role: 'STAFF',
      status: 'INACTIVE',
      username: 'gwstaff',
    });
    const missing = errorOf(
      await stack.gql(CREATE, { input: { email: 'x@y.z' } }),
      'BAD_USER_INPUT',
    );
    expect(missing.extensions.fieldErrors?.map((e) => e.field)).toEqual([
      'fullName',
      'confirmPassword',
      'phoneNumber',
      'username',
    ]);
    // A taken email is refused by the gateway on its field (issue 34; REST would answer 5200).
    const taken = errorOf(await stack.gql(CREATE, { input }), 'BAD_USER_INPUT');
    expect(taken.extensions.fieldErrors?.map((e) => e.field)).toEqual(['email', 'username']);
    const mismatch = errorOf(
      await stack.gql(CREATE, {
        input: {
          ...input,
          email: 'other@example.jp',
          username: 'other',
          confirmPassword: 'nope-nope',
        },
      }),
      'DOMAIN_ERROR',
    );
    expect(mismatch.extensions.upstreamCode).toBe(5202);
  });

  it('updates fields, the address and dogs; a stale update is a CONFLICT', async () => {
    const input = {
      status: 'ACTIVE',
      address: { city: '札幌市' },
      hasDog: true,
      dogs: [{ name: 'ポチ', breed: '柴犬' }],
    };
    const updated = dataOf(
      await stack.gql<{ updateUser: { user: User } }>(UPDATE, {
        id: created.id,
        input,
        at: created.updatedAt,
      }),
    ).updateUser.user;
    expect(updated).toMatchObject({
      status: 'ACTIVE',
      address: { city: '札幌市' },
      dogs: [{ name: 'ポチ' }],
    });
    errorOf(
      await stack.gql(UPDATE, { id: created.id, input, at: '2020-01-01T00:00:00.000Z' }),
      'CONFLICT',
    );
  });

  it('sets a user password, which then signs in', async () => {
    const SET = `mutation S($input: UserPasswordInput!) { setUserPassword(input: $input) { message } }`;
    dataOf(
      await stack.gql(SET, {
        input: { userId: created.id, newPassword: 'brand-new-pw', confirmPassword: 'brand-new-pw' },
      }),
    );
    expect(
      errorOf(
        await stack.gql(SET, {
          input: { userId: created.id, newPassword: 'short', confirmPassword: 'short' },
        }),
        'DOMAIN_ERROR',
      ).extensions.upstreamCode,
    ).toBe(5204);
    const login = await stack.gql<{ login: { viewer: { email: string } } }>(
      'mutation L($e: String!, $p: String!) { login(email: $e, password: $p) { viewer { email } } }',
      { e: created.email, p: 'brand-new-pw' },
      { token: null },
    );
    expect(dataOf(login).login.viewer.email).toBe(created.email);
  });

  it('uploads a profile picture for a user and for the signed-in user', async () => {
    const UPLOAD = `mutation P($userId: ID, $file: ProfilePictureUpload!) { uploadProfilePicture(userId: $userId, file: $file) { message user { id profilePictureUrl } } }`;
    const forUser = dataOf(
      await stack.gql<{ uploadProfilePicture: { user: User } }>(UPLOAD, {
        userId: created.id,
        file: { fileName: 'me.png', contentType: 'image/png', base64: PNG },
      }),
    ).uploadProfilePicture.user;
    expect(forUser.profilePictureUrl).toMatch(/^\/api\/v1\/files\/profile\//);
    const picture = await fetch(`${stack.gateway.url}${forUser.profilePictureUrl}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    const mine = dataOf(
      await stack.gql<{ uploadProfilePicture: { user: User } }>(UPLOAD, {
        file: { fileName: 'admin.png', contentType: 'image/png', base64: PNG },
      }),
    ).uploadProfilePicture.user;
    expect(mine.profilePictureUrl).toMatch(/^\/api\/v1\/files\/profile\//);
    const wrong = errorOf(
      await stack.gql(UPLOAD, {
        userId: created.id,
        file: { fileName: 'x.txt', contentType: 'text/plain', base64: 'aGVsbG8=' },
      }),
      'DOMAIN_ERROR',
    );
    expect(wrong.extensions.upstreamCode).toBe(50010);
  });

  it('deletes a user, but not yourself', async () => {
    dataOf(
      await stack.gql('mutation D($id: ID!) { deleteUser(id: $id) { id message } }', {
        id: created.id,
      }),
    );
    errorOf(await stack.gql(GET, { id: created.id }), 'NOT_FOUND');
    const me = dataOf(await stack.gql<{ viewer: { id: string } }>('{ viewer { id } }')).viewer;
    expect(
      errorOf(
        await stack.gql('mutation D($id: ID!) { deleteUser(id: $id) { id } }', { id: me.id }),
        'DOMAIN_ERROR',
      ).extensions.upstreamCode,
    ).toBe(5203);
  });
});
