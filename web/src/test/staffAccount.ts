import { gql } from './renderApp';

export const STAFF_PASSWORD = 'staff-pass-1234';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A new active staff account, added the way the product adds one (full name only). */
export async function createStaff() {
  const n = unique();
  const answer = await gql<{ createRoleUser: { user: { id: string; fullName: string } } }>(
    `mutation($input: RoleUserInput!) { createRoleUser(input: $input) { user { id fullName } } }`,
    {
      input: {
        email: `staff-${n}@dogstay.example`,
        fullName: `スタッフ ${n}`,
        username: `staff-${n}`,
        phoneNumber: '090-0000-0000',
        password: STAFF_PASSWORD,
        confirmPassword: STAFF_PASSWORD,
        role: 'STAFF',
        status: 'ACTIVE',
      },
    },
  );
  return { ...answer.data!.createRoleUser.user, email: `staff-${n}@dogstay.example` };
}

/** A staff member's own bearer token (signs the account in with `password`). */
export async function staffToken(email: string, password = STAFF_PASSWORD): Promise<string> {
  const answer = await gql<{ login: { accessToken: string } }>(
    `mutation($email: String!, $password: String!) {
      login(email: $email, password: $password, issueToken: true) { accessToken }
    }`,
    { email, password },
  );
  return answer.data!.login.accessToken;
}
