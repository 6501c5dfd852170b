import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { TEST_ADMIN } from './seeded.js';
import { templateCopy } from './template.js';

const config = loadConfig(
  {},
  {
    inMemory: true,
    adminEmail: TEST_ADMIN.email,
    adminPassword: TEST_ADMIN.password,
    dataDir: `/tmp/dogstay-template-test-${randomBytes(6).toString('hex')}`,
    logLevel: 'silent',
  },
);
const count = async (db: Awaited<ReturnType<typeof templateCopy>>, table: string) =>
  (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;

describe('the test database template', () => {
  it('gives each test file its own migrated, seeded copy: a change in one is not in another', async () => {
    const a = await templateCopy('seeded', config);
    const b = await templateCopy('seeded', config);
    try {
      const bookings = await count(a, 'bookings');
      expect(bookings).toBeGreaterThan(0);
      expect(await count(b, 'bookings')).toBe(bookings);
      await a.exec('DELETE FROM bookings');
      expect(await count(a, 'bookings')).toBe(0);
      expect(await count(b, 'bookings')).toBe(bookings);
      const admins = await b.query('SELECT 1 FROM users WHERE email = $1', [TEST_ADMIN.email]);
      expect(admins).toHaveLength(1);
    } finally {
      await a.close();
      await b.close();
    }
  }, 60_000);

  it('without the seed: migrated, with the admin and no demo data', async () => {
    const db = await templateCopy('empty', config);
    try {
      expect(await count(db, 'seasons')).toBe(0);
      expect(await count(db, 'users')).toBe(1);
    } finally {
      await db.close();
    }
  }, 60_000);
});
