import type { Db } from '../db/db.js';
import { updateRow } from '../db/write.js';
import { runList, type Page } from '../http/list-query.js';
import type { User, UserCounts, UserListQuery } from './schemas.js';

/** Never includes password_hash: no response can carry it. */
const SELECT = `id AS "_id", email, full_name AS "fullName", first_name AS "firstName", last_name AS "lastName",
  english_first_name AS "englishFirstName", english_last_name AS "englishLastName", username, phone AS "phoneno",
  profile_pic AS "profilepic", google_id AS "googleid", status, role AS "usertype", pincode, state, district, city,
  apartment, has_dog AS "hasDog", dogs AS "dogDetailList", created_at AS "createdAt", updated_at AS "updatedAt"`;

/** The expression the users_search_idx trigram index covers. */
const SEARCH_EXPRESSION = `(email || ' ' || full_name || ' ' || first_name || ' ' || last_name)`;

export function listUsers(db: Db, query: UserListQuery): Promise<Page<User>> {
  const where = [];
  if (query.usertype) where.push({ sql: 'role = $1', params: [query.usertype] });
  if (query.status) where.push({ sql: 'status = $1', params: [query.status] });
  return runList<User>(
    db,
    {
      select: SELECT,
      from: 'users',
      where,
      searchColumns: [
        SEARCH_EXPRESSION,
        `coalesce(username, '')`,
        'phone',
        `(english_first_name || ' ' || english_last_name)`,
      ],
      sortColumns: {
        createdAt: 'created_at',
        updatedAt: 'updated_at',
        fullName: 'full_name',
        email: 'email',
        username: 'username',
        status: 'status',
        usertype: 'role',
      },
      defaultSort: { column: 'createdAt', dir: 'desc' },
      tieBreaker: 'id',
    },
    query,
  );
}

export async function getUser(db: Db, id: string): Promise<User | undefined> {
  const [row] = await db.query<User>(`SELECT ${SELECT} FROM users WHERE id = $1`, [id]);
  return row;
}

export async function userExists(db: Db, id: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM users WHERE id = $1', [id])).length > 0;
}

/**
 * The id of another user signing in with this name: holding it as their email or as their username
 * (case-insensitive), if any. Login names are unique across both columns (migration 035).
 */
export async function findHolder(
  db: Db,
  value: string,
  exceptId = '',
): Promise<string | undefined> {
  const [row] = await db.query<{ id: string }>(
    `SELECT user_id AS id FROM login_names WHERE name = lower($1) AND user_id <> $2 LIMIT 1`,
    [value, exceptId],
  );
  return row?.id;
}

export interface NewUser {
  id: string;
  email: string;
  fullName: string;
  firstName: string;
  lastName: string;
  username: string;
  phone: string;
  role: string;
  status: number;
  passwordHash: string;
}

export async function insertUser(db: Db, u: NewUser): Promise<User> {
  const [row] = await db.query<User>(
    `INSERT INTO users (id, email, full_name, first_name, last_name, username, phone, role, status, password_hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING ${SELECT}`,
    [
      u.id,
      u.email,
      u.fullName,
      u.firstName,
      u.lastName,
      u.username,
      u.phone,
      u.role,
      u.status,
      u.passwordHash,
    ],
  );
  return row!;
}

/** Updates the given columns (names from code only) with optimistic concurrency. */
export function updateUserColumns(
  db: Db,
  id: string,
  set: Record<string, unknown>,
  updatedAt?: string,
): Promise<void> {
  return updateRow(db, { table: 'users', id, entity: 'User', updatedAt, set });
}

export async function deleteUserRow(db: Db, id: string): Promise<User | undefined> {
  const [row] = await db.query<User>(`DELETE FROM users WHERE id = $1 RETURNING ${SELECT}`, [id]);
  return row;
}

export async function countUsers(db: Db): Promise<UserCounts> {
  const [row] = await db.query<UserCounts>(
    `SELECT count(*)::int AS "totalUsers",
            count(*) FILTER (WHERE status = 1)::int AS "activeUsers",
            count(*) FILTER (WHERE status = 2)::int AS "inactiveUsers",
            count(*) FILTER (WHERE role = 'admin')::int AS admins,
            count(*) FILTER (WHERE role = 'staff')::int AS staff,
            count(*) FILTER (WHERE role = 'customer')::int AS customers
     FROM users`,
  );
  return row!;
}
