import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/passwords.js';
import { loadConfig } from '../config.js';
import { openDb, type Db } from '../db/db.js';
import { migrate } from '../db/migrate.js';
import { ensureAdmin } from './users.js';

let db: Db;
beforeAll(async () => {
  db = await openDb({});
  await migrate(db);
});
afterAll(() => db?.close());

const config = (adminPassword: string, resetAdminPassword = false, adminEmail?: string) =>
  loadConfig({}, { inMemory: true, adminPassword, resetAdminPassword, adminEmail });

async function passwordIs(password: string): Promise<boolean> {
  const [row] = await db.query<{ password_hash: string }>(
    "SELECT password_hash FROM users WHERE lower(email) = 'admin@dogstay.example'",
  );
  return verifyPassword(password, row!.password_hash);
}

describe('ADMIN_PASSWORD', () => {
  it('is applied when the admin account is created', async () => {
    expect((await ensureAdmin(db, config('first-pass-123'))).adminPassword).toBe('created');
    expect(await passwordIs('first-pass-123')).toBe(true);
  });

  it('is not re-applied on a later start: a password changed in the product stays', async () => {
    const later = await ensureAdmin(db, config('other-pass-456'));
    expect(later.adminPassword).toBe('kept');
    expect(await passwordIs('first-pass-123')).toBe(true);
  });

  it('is applied to the existing account with an explicit reset', async () => {
    const reset = await ensureAdmin(db, config('other-pass-456', true));
    expect(reset.adminPassword).toBe('reset');
    expect(await passwordIs('other-pass-456')).toBe(true);
  });
});

describe('ADMIN_EMAIL', () => {
  it("another than the existing admin's makes a second admin account, not a failed start", async () => {
    const other = await ensureAdmin(db, config('third-pass-789', false, 'owner@dogstay.example'));
    expect(other).toEqual({ email: 'owner@dogstay.example', adminPassword: 'created' });
    const admins = await db.query<{ email: string; username: string; role: string }>(
      "SELECT email, username, role FROM users WHERE role = 'admin' ORDER BY username",
    );
    expect(admins).toEqual([
      { email: 'admin@dogstay.example', username: 'admin', role: 'admin' },
      { email: 'owner@dogstay.example', username: 'admin-2', role: 'admin' },
    ]);
    const again = await ensureAdmin(db, config('third-pass-789', false, 'owner@dogstay.example'));
    expect(again.adminPassword).toBe('kept');
  });
});
