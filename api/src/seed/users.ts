import { randomBytes } from 'node:crypto';
import type { ApiConfig } from '../config.js';
import type { Db } from '../db/db.js';
import { newId } from '../db/ids.js';
import { hashPassword } from '../auth/passwords.js';

export const DEFAULT_ADMIN_EMAIL = 'admin@dogstay.example';

export interface AdminSignIn {
  email: string;
  /** Set only when the password was generated now and must be shown once. */
  generatedPassword?: string;
  /** What happened to ADMIN_PASSWORD on this start. */
  adminPassword: 'created' | 'reset' | 'kept';
}

/**
 * `admin`, or `admin-2`, `admin-3`… when it is taken: a start with another ADMIN_EMAIL than the
 * data's admin makes a second admin account rather than failing on the unique username.
 */
async function freeAdminUsername(db: Db): Promise<string> {
  const taken = new Set(
    (
      await db.query<{ name: string }>(
        `SELECT lower(username) AS name FROM users WHERE lower(username) LIKE 'admin%'`,
      )
    ).map((r) => r.name),
  );
  let name = 'admin';
  for (let n = 2; taken.has(name); n += 1) name = `admin-${n}`;
  return name;
}

/**
 * Makes sure the admin account exists. ADMIN_PASSWORD (or a generated password) is applied when
 * the account is created; on later starts only with an explicit reset (`--reset-admin-password`,
 * RESET_ADMIN_PASSWORD=1), so a password the admin changed in the product is not silently undone.
 */
export async function ensureAdmin(db: Db, config: ApiConfig): Promise<AdminSignIn> {
  const email = config.adminEmail ?? DEFAULT_ADMIN_EMAIL;
  const [existing] = await db.query<{ id: string }>(
    'SELECT id FROM users WHERE lower(email) = lower($1)',
    [email],
  );
  if (existing) {
    if (config.adminPassword && config.resetAdminPassword) {
      await db.query(
        `UPDATE users SET password_hash = $2, role = 'admin', status = 1,
                          token_version = token_version + 1
         WHERE id = $1`,
        [existing.id, await hashPassword(config.adminPassword)],
      );
      return { email, adminPassword: 'reset' };
    }
    return { email, adminPassword: 'kept' };
  }
  const password = config.adminPassword ?? randomBytes(9).toString('base64url');
  await db.query(
    `INSERT INTO users (id, email, username, password_hash, first_name, last_name, full_name, role, status)
     VALUES ($1, $2, $3, $4, '管理者', '太郎', '管理者 太郎', 'admin', 1)`,
    [newId(), email, await freeAdminUsername(db), await hashPassword(password)],
  );
  return config.adminPassword
    ? { email, adminPassword: 'created' }
    : { email, generatedPassword: password, adminPassword: 'created' };
}
