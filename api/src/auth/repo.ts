import type { Db } from '../db/db.js';

export interface Credentials {
  id: string;
  role: string;
  status: number;
  password_hash: string | null;
  token_version: number;
}

export interface Me {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  username: string | null;
  role: string;
  profilePic: string;
}

/**
 * The account a login name signs in to: the one whose email it is, else the one whose username it
 * is. Login names are unique across emails and usernames (migration 035), so at most one matches;
 * the order makes the answer independent of row order even for data from before that rule.
 */
export async function findCredentials(db: Db, login: string): Promise<Credentials | undefined> {
  const [row] = await db.query<Credentials>(
    `SELECT id, role, status, password_hash, token_version FROM users
     WHERE role IN ('admin', 'staff') AND (lower(email) = lower($1) OR lower(username) = lower($1))
     ORDER BY lower(email) = lower($1) DESC, id
     LIMIT 1`,
    [login],
  );
  return row;
}

export async function findCredentialsById(db: Db, id: string): Promise<Credentials | undefined> {
  const [row] = await db.query<Credentials>(
    'SELECT id, role, status, password_hash, token_version FROM users WHERE id = $1',
    [id],
  );
  return row;
}

export async function findMe(db: Db, id: string): Promise<Me | undefined> {
  const [row] = await db.query<Me>(
    `SELECT id AS "_id", first_name AS "firstName", last_name AS "lastName", email, username, role,
            profile_pic AS "profilePic"
     FROM users WHERE id = $1`,
    [id],
  );
  return row;
}

/** A new password also bumps the token version: tokens signed before it stop working. */
export async function setPasswordHash(db: Db, id: string, hash: string): Promise<void> {
  await db.query(
    `UPDATE users SET password_hash = $2, token_version = token_version + 1, updated_at = now()
     WHERE id = $1`,
    [id, hash],
  );
}
