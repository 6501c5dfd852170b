import type { Db } from '../db/db.js';
import { newId } from '../db/ids.js';
import { deleteRow, updateRow } from '../db/write.js';
import { DomainCode } from '../http/codes.js';
import { domainError } from '../http/errors.js';
import { runList, type Page } from '../http/list-query.js';
import type { AvailabilityWrite } from './rules.js';
import type { Availability, AvailabilityListQuery } from './schemas.js';

const SELECT = `a.id AS "_id", a.package_id AS "packageId", p.title AS "packageTitle",
  p.time_slot_type AS "packageTimeSlot", to_char(a.start_date, 'YYYY-MM-DD') AS "date",
  to_char(a.start_date, 'YYYY-MM-DD') AS "startDate", to_char(a.end_date, 'YYYY-MM-DD') AS "endDate",
  a.inventory, a.multi_time_slot AS "multiTimeSlot", a.created_at AS "createdAt", a.updated_at AS "updatedAt"`;
const FROM = 'package_availability a JOIN packages p ON p.id = a.package_id';

export function listAvailability(
  db: Db,
  query: AvailabilityListQuery,
): Promise<Page<Availability>> {
  const packageId = query.packageId?.trim();
  return runList<Availability>(
    db,
    {
      select: SELECT,
      from: FROM,
      where: packageId ? [{ sql: 'a.package_id = $1', params: [packageId] }] : [],
      searchColumns: ['p.title'],
      sortColumns: {
        startDate: 'a.start_date',
        endDate: 'a.end_date',
        packageTitle: 'p.title',
        inventory: 'a.inventory',
        createdAt: 'a.created_at',
      },
      defaultSort: { column: 'startDate', dir: 'asc' },
      tieBreaker: 'a.id',
    },
    query,
  );
}

export async function getAvailability(db: Db, id: string): Promise<Availability | undefined> {
  const [row] = await db.query<Availability>(`SELECT ${SELECT} FROM ${FROM} WHERE a.id = $1`, [id]);
  return row;
}

/** The package's own inventory; refuses an unknown package (5040). */
async function packageInventory(db: Db, packageId: string): Promise<number> {
  const [pkg] = await db.query<{ inventory: number }>(
    'SELECT inventory FROM packages WHERE id = $1',
    [packageId],
  );
  if (!pkg)
    throw domainError(
      DomainCode.AVAILABILITY_PACKAGE_UNKNOWN,
      `The package ${packageId} does not exist`,
    );
  return pkg.inventory;
}

/** Inserts an availability; inventory defaults to the package's. Returns its id. */
export async function createAvailability(db: Db, input: AvailabilityWrite): Promise<string> {
  const inventory = await packageInventory(db, input.packageId!);
  const id = newId();
  await db.query(
    `INSERT INTO package_availability (id, package_id, start_date, end_date, inventory, multi_time_slot)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb)`,
    [
      id,
      input.packageId,
      input.startDate,
      input.endDate,
      input.inventory ?? inventory,
      JSON.stringify(input.multiTimeSlot ?? []),
    ],
  );
  return id;
}

/** Updates the dates and the fields given (optimistic concurrency on updatedAt: 404 / 409). */
export async function updateAvailability(
  db: Db,
  id: string,
  input: AvailabilityWrite,
  updatedAt?: string,
): Promise<void> {
  const set: Record<string, unknown> = { start_date: input.startDate, end_date: input.endDate };
  if (input.packageId) {
    await packageInventory(db, input.packageId);
    set.package_id = input.packageId;
  }
  if (input.inventory !== undefined) set.inventory = input.inventory;
  if (input.multiTimeSlot) set.multi_time_slot = JSON.stringify(input.multiTimeSlot);
  await updateRow(db, {
    table: 'package_availability',
    id,
    entity: 'Availability',
    updatedAt,
    set,
  });
}

export function deleteAvailability(db: Db, id: string): Promise<void> {
  return deleteRow(db, 'package_availability', id, 'Availability');
}
