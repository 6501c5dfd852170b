import { emailTaken, usernameTaken } from './rules.js';

interface DatabaseError {
  code?: string;
  constraint?: string;
  detail?: string;
}

/**
 * Runs a write that may hit the users email or username unique index, or the login names key
 * (an email or username already another user's email or username: migration 035), turning that
 * violation (a race the look-ups before it cannot rule out) into 5200 / 5201.
 */
export async function withUniqueUserFields<T>(
  write: () => Promise<T>,
  names: { email?: string | undefined } = {},
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const e = error as DatabaseError;
    if (e.code === '23505' && e.constraint === 'users_email_key') throw emailTaken();
    if (e.code === '23505' && e.constraint === 'users_username_key') throw usernameTaken();
    if (e.code === '23505' && e.constraint === 'login_names_pkey') {
      const email = names.email?.trim().toLowerCase();
      const isEmail = email !== undefined && (e.detail ?? '').includes(`=(${email})`);
      throw isEmail ? emailTaken() : usernameTaken();
    }
    throw error;
  }
}
