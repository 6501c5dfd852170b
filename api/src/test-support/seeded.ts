/** The admin account of the test api's data. */
export const TEST_ADMIN = { email: 'admin@dogstay.example', password: 'admin-pass-1234' };
/** The fixed "today" of the seeded data in tests, so figures are stable. */
export const SEED_TODAY = new Date('2026-11-21T00:00:00Z');
