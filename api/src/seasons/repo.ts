import type { Db } from '../db/db.js';
import { newId } from '../db/ids.js';
import { deleteRow, updateRow } from '../db/write.js';
import { runList, type ListQuery, type Page } from '../http/list-query.js';
import { DomainCode } from '../http/codes.js';
import { domainError } from '../http/errors.js';
import { deleteUnlessUsedByPackages, namePackages } from '../packages/usage.js';
import type { Season, SeasonAddBody, SeasonUpdateBody, TimeSlot } from './schemas.js';

const SELECT = `id AS "_id", title, is_active AS "isActive", to_char(start_date, 'YYYY-MM-DD') AS "startDate",
  to_char(end_date, 'YYYY-MM-DD') AS "endDate", time_slots AS "timeSlot",
  created_at AS "createdAt", updated_at AS "updatedAt"`;

const withSlotIds = (slots: TimeSlot[] = []) =>
  JSON.stringify(
    slots.map((s) => ({ id: s.id || newId(), startTime: s.startTime, endTime: s.endTime })),
  );

export function listSeasons(db: Db, query: ListQuery): Promise<Page<Season>> {
  return runList<Season>(
    db,
    {
      select: SELECT,
      from: 'seasons',
      searchColumns: ['title'],
      sortColumns: {
        title: 'title',
        startDate: 'start_date',
        endDate: 'end_date',
        isActive: 'is_active',
        createdAt: 'created_at',
      },
      defaultSort: { column: 'startDate', dir: 'asc' },
      tieBreaker: 'id',
    },
    query,
  );
}

export async function getSeason(db: Db, id: string): Promise<Season | undefined> {
  const [row] = await db.query<Season>(`SELECT ${SELECT} FROM seasons WHERE id = $1`, [id]);
  return row;
}

export async function addSeason(db: Db, input: SeasonAddBody): Promise<Season> {
  const [row] = await db.query<Season>(
    `INSERT INTO seasons (id, title, is_active, start_date, end_date, time_slots)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb) RETURNING ${SELECT}`,
    [
      newId(),
      input.title.trim(),
      input.isActive ?? 1,
      input.startDate.slice(0, 10),
      input.endDate.slice(0, 10),
      withSlotIds(input.timeSlot),
    ],
  );
  return row!;
}

export async function updateSeason(db: Db, input: SeasonUpdateBody): Promise<void> {
  await updateRow(db, {
    table: 'seasons',
    id: input._id,
    entity: 'Season',
    updatedAt: input.updatedAt,
    set: {
      title: input.title.trim(),
      is_active: input.isActive ?? 1,
      start_date: input.startDate.slice(0, 10),
      end_date: input.endDate.slice(0, 10),
      time_slots: withSlotIds(input.timeSlot),
    },
  });
}

/**
 * Packages (up to 4 titles) whose availability has time slots picked on a day of the season that
 * no other active season covers: the season is what defines those slots, so without it the day
 * would show "no season" and its slots could no longer be seen or turned off.
 */
async function packagesWithSlotsIn(db: Db, id: string): Promise<string[]> {
  const rows = await db.query<{ title: string }>(
    `SELECT DISTINCT p.title
       FROM seasons s
       JOIN package_availability a ON a.start_date <= s.end_date AND a.end_date >= s.start_date
       JOIN packages p ON p.id = a.package_id
       CROSS JOIN LATERAL jsonb_array_elements(a.multi_time_slot) pick
      WHERE s.id = $1 AND (pick->>'date')::date BETWEEN s.start_date AND s.end_date
        AND NOT EXISTS (
          SELECT 1 FROM seasons o
           WHERE o.id <> s.id AND o.is_active = 1
             AND (pick->>'date')::date BETWEEN o.start_date AND o.end_date)
      ORDER BY p.title LIMIT 4`,
    [id],
  );
  return rows.map((r) => r.title);
}

/**
 * Deletes a season that no package season price uses and whose time slots no availability has
 * picked (both refused with SEASON_IN_USE 5033, naming the packages).
 */
export async function deleteSeason(db: Db, id: string): Promise<void> {
  const holding = await packagesWithSlotsIn(db, id);
  if (holding.length > 0)
    throw domainError(
      DomainCode.SEASON_IN_USE,
      `This season's time slots are picked in the availability of ${namePackages(holding)}; turn those slots off before deleting it`,
    );
  return deleteUnlessUsedByPackages(db, 'seasons', id, () =>
    deleteRow(db, 'seasons', id, 'Season'),
  );
}
