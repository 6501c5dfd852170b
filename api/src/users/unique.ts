import { emailTaken, usernameTaken } from './rules.js';

interface DatabaseError {
  code?: string;
  constraint?: string;
}

/**
 * Runs a write that may hit the users email or username unique index, turning that violation
 * (a race the look-ups before it cannot rule out) into 5200 / 5201.
 */
export async function withUniqueUserFields<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const e = error as DatabaseError;
    if (e.code === '23505' && e.constraint === 'users_email_key') throw emailTaken();
    if (e.code === '23505' && e.constraint === 'users_username_key') throw usernameTaken();
    throw error;
  }
}
