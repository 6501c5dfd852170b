import { seedBookings } from '../bookings/seed.js';
import { seedWalletBalance } from '../dashboard/seed.js';
import { seedCustomers, seedStaff } from '../users/seed.js';
import type { SeedContext } from './context.js';

/**
 * Operations data: customers and staff, bookings of the seeded packages (read back from the
 * packages table, so this runs after the catalogue seeder) and the wallet balance.
 * Ids go to ctx.ids.customers, ctx.ids.staff.
 */
export async function seedOperations(ctx: SeedContext): Promise<void> {
  const customers = await seedCustomers(ctx);
  ctx.ids.customers = customers.map((c) => c.id);
  ctx.ids.staff = await seedStaff(ctx);
  await seedBookings(ctx, customers);
  await seedWalletBalance(ctx);
}
