import { dayOffset, insertMany, type SeedContext } from './context.js';
import { seedPackages } from './catalogue-packages.js';

interface SeasonSlots {
  startDate: string;
  endDate: string;
  timeSlot: { id: string; startTime: string; endTime: string }[];
}

/** Packages (by seed index) that get availability for the coming 60 days. */
const AVAILABLE_PACKAGES = [0, 1, 2, 6, 7];
const AVAILABILITY_DAYS = 60;
const BLOCK_DAYS = 15;

/** Availability in 15-day blocks; multiple-time-slot packages list the season's slots per day. */
async function seedAvailability(ctx: SeedContext): Promise<void> {
  const seasons = await ctx.db.query<SeasonSlots>(
    `SELECT to_char(start_date, 'YYYY-MM-DD') AS "startDate", to_char(end_date, 'YYYY-MM-DD') AS "endDate",
       time_slots AS "timeSlot" FROM seasons WHERE is_active = 1 ORDER BY start_date, id`,
  );
  const slotsOn = (date: string) =>
    seasons.find((s) => s.startDate <= date && date <= s.endDate)?.timeSlot ?? [];
  const packages = await ctx.db.query<{ id: string; timeSlot: number; inventory: number }>(
    `SELECT id, time_slot_type AS "timeSlot", inventory FROM packages WHERE id = ANY($1::text[])`,
    [AVAILABLE_PACKAGES.map((i) => ctx.ids.packages![i]!)],
  );
  const rows: unknown[][] = [];
  for (const index of AVAILABLE_PACKAGES) {
    const pkg = packages.find((p) => p.id === ctx.ids.packages![index])!;
    for (let start = 0; start < AVAILABILITY_DAYS; start += BLOCK_DAYS) {
      const slots = [];
      for (let day = start; pkg.timeSlot === 2 && day < start + BLOCK_DAYS; day++) {
        const date = dayOffset(ctx, day);
        for (const [timeSlotIndex, slot] of slotsOn(date).entries()) {
          if (ctx.rng.chance(0.1)) continue; // some slots closed
          const timeSlot = `${slot.startTime}-${slot.endTime}`;
          slots.push({
            timeSlotIndex,
            date,
            startTime: slot.startTime,
            endTime: slot.endTime,
            timeSlot,
            index: slots.length,
          });
        }
      }
      const inventory = pkg.timeSlot === 2 ? pkg.inventory : ctx.rng.int(2, 5);
      rows.push([
        ctx.rng.id(),
        pkg.id,
        dayOffset(ctx, start),
        dayOffset(ctx, start + BLOCK_DAYS - 1),
        inventory,
        JSON.stringify(slots),
      ]);
    }
  }
  await insertMany(
    ctx.db,
    'package_availability',
    ['id', 'package_id', 'start_date', 'end_date', 'inventory', 'multi_time_slot'],
    rows,
  );
}

const HOLIDAY_TITLES = ['定休日', '設備点検', '貸切営業', '臨時休業', 'メンテナンス休業'];

/** About 8 holidays of active packages in the coming 90 days, one per package and date. */
async function seedHolidays(ctx: SeedContext): Promise<void> {
  const taken = new Set<string>();
  const rows: unknown[][] = [];
  while (rows.length < 8) {
    const packageId = ctx.ids.packages![ctx.rng.int(0, 9)]!;
    const date = dayOffset(ctx, ctx.rng.int(1, 90));
    if (taken.has(`${packageId}/${date}`)) continue;
    taken.add(`${packageId}/${date}`);
    rows.push([ctx.rng.id(), ctx.rng.pick(HOLIDAY_TITLES), packageId, date]);
  }
  await insertMany(ctx.db, 'holidays', ['id', 'title', 'package_id', 'holiday_date'], rows);
}

async function seedSettings(ctx: SeedContext): Promise<void> {
  await insertMany(
    ctx.db,
    'site_settings',
    [
      'id',
      'picnic_price',
      'min_picnic_people',
      'max_picnic_people',
      'home_page_time1',
      'home_page_time2',
      'home_page_time3',
      'home_page_time4',
    ],
    [[ctx.rng.id(), 3300, 2, 10, '10:00', '12:00', '14:00', '16:00']],
  );
}

/** Packages with prices and add-ons, their availability, holidays and the site settings. */
export async function seedCatalogue(ctx: SeedContext): Promise<void> {
  await seedPackages(ctx);
  await seedAvailability(ctx);
  await seedHolidays(ctx);
  await seedSettings(ctx);
}
