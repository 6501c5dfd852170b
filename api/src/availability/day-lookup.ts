import type { Db } from '../db/db.js';
import type { PackageDay, TimeSlotPick } from './schemas.js';

type Season = NonNullable<PackageDay['season']>;

const SEASON_COLUMNS = `s.id AS "_id", s.title, to_char(s.start_date, 'YYYY-MM-DD') AS "startDate",
  to_char(s.end_date, 'YYYY-MM-DD') AS "endDate", s.time_slots AS "timeSlot"`;

/** Per package: the first of its priced, active seasons covering the day. */
function pricedSeasons(db: Db, day: string) {
  return db.query<Season & { packageId: string }>(
    `SELECT DISTINCT ON (sp.package_id) sp.package_id AS "packageId", ${SEASON_COLUMNS}
     FROM package_season_prices sp JOIN seasons s ON s.id = sp.season_id
     WHERE s.is_active = 1 AND s.start_date <= $1::date AND s.end_date >= $1::date
     ORDER BY sp.package_id, sp.position, sp.id`,
    [day],
  );
}

/** Any active season covering the day: the one that started last. */
async function seasonOf(db: Db, day: string): Promise<Season | null> {
  const [season] = await db.query<Season>(
    `SELECT ${SEASON_COLUMNS} FROM seasons s
     WHERE s.is_active = 1 AND s.start_date <= $1::date AND s.end_date >= $1::date
     ORDER BY s.start_date DESC, s.id LIMIT 1`,
    [day],
  );
  return season ?? null;
}

/**
 * The multi-package look-up: every active package on one day, with its availability entries covering
 * that day (their selected slots of that day only), the season of the day with its time slots, and
 * whether the package has a holiday then.
 */
export async function packagesOnDay(db: Db, day: string): Promise<PackageDay[]> {
  const [packages, entries, priced, fallback, holidays] = await Promise.all([
    db.query<{ id: string; title: string; timeSlot: number; inventory: number }>(
      `SELECT id, title, time_slot_type AS "timeSlot", inventory FROM packages
       WHERE is_active = 1 ORDER BY order_by, title, id`,
    ),
    db.query<PackageDay['availability'][number] & { packageId: string }>(
      `SELECT id AS "_id", package_id AS "packageId", to_char(start_date, 'YYYY-MM-DD') AS "startDate",
         to_char(end_date, 'YYYY-MM-DD') AS "endDate", inventory, multi_time_slot AS "multiTimeSlot"
       FROM package_availability WHERE start_date <= $1::date AND end_date >= $1::date
       ORDER BY start_date, id`,
      [day],
    ),
    pricedSeasons(db, day),
    seasonOf(db, day),
    db.query<{ packageId: string }>(
      'SELECT package_id AS "packageId" FROM holidays WHERE holiday_date = $1::date',
      [day],
    ),
  ]);
  const closed = new Set(holidays.map((h) => h.packageId));
  return packages.map((pkg) => {
    const own = priced.find((s) => s.packageId === pkg.id);
    const season = own
      ? {
          _id: own._id,
          title: own.title,
          startDate: own.startDate,
          endDate: own.endDate,
          timeSlot: own.timeSlot,
        }
      : fallback;
    return {
      packageId: pkg.id,
      packageTitle: pkg.title,
      timeSlot: pkg.timeSlot,
      inventory: pkg.inventory,
      date: day,
      isHoliday: closed.has(pkg.id),
      season,
      availability: entries
        .filter((entry) => entry.packageId === pkg.id)
        .map(({ packageId: _packageId, ...entry }) => ({
          ...entry,
          multiTimeSlot: entry.multiTimeSlot.filter((slot: TimeSlotPick) => slot.date === day),
        })),
    };
  });
}
