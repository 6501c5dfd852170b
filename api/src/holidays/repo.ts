import type { Db } from '../db/db.js';
import { newId } from '../db/ids.js';
import { deleteRow, updateRow } from '../db/write.js';
import { DomainCode } from '../http/codes.js';
import { domainError } from '../http/errors.js';
import { runList, type ListQuery, type Page } from '../http/list-query.js';
import { isForeignKeyViolation } from '../packages/usage.js';
import type { HolidayWrite } from './rules.js';
import type { Holiday } from './schemas.js';

const SELECT = `h.id AS "_id", h.title, h.package_id AS "packageId", p.title AS "packageTitle",
  to_char(h.holiday_date, 'YYYY-MM-DD') AS "startDate", h.created_at AS "createdAt", h.updated_at AS "updatedAt"`;
const FROM = 'holidays h JOIN packages p ON p.id = h.package_id';

export function listHolidays(db: Db, query: ListQuery): Promise<Page<Holiday>> {
  return runList<Holiday>(
    db,
    {
      select: SELECT,
      from: FROM,
      searchColumns: ['h.title', 'p.title'],
      sortColumns: {
        startDate: 'h.holiday_date',
        title: 'h.title',
        packageTitle: 'p.title',
        createdAt: 'h.created_at',
      },
      defaultSort: { column: 'startDate', dir: 'asc' },
      tieBreaker: 'h.id',
    },
    query,
  );
}

export async function getHoliday(db: Db, id: string): Promise<Holiday | undefined> {
  const [row] = await db.query<Holiday>(`SELECT ${SELECT} FROM ${FROM} WHERE h.id = $1`, [id]);
  return row;
}

const unknownPackage = (packageId: string) =>
  domainError(DomainCode.AVAILABILITY_PACKAGE_UNKNOWN, `The package ${packageId} does not exist`);

const duplicate = (date: string) =>
  domainError(DomainCode.HOLIDAY_DUPLICATE, `This package already has a holiday on ${date}`);

async function assertPackageExists(db: Db, packageId: string): Promise<void> {
  const [pkg] = await db.query('SELECT 1 FROM packages WHERE id = $1', [packageId]);
  if (!pkg) throw unknownPackage(packageId);
}

/** Inserts a holiday: unknown package 5040, a second holiday of a package on one day 5050. Returns its id. */
export async function createHoliday(db: Db, input: HolidayWrite): Promise<string> {
  await assertPackageExists(db, input.packageId);
  const id = newId();
  const inserted = await db
    .query(
      `INSERT INTO holidays (id, title, package_id, holiday_date) VALUES ($1, $2, $3, $4)
       ON CONFLICT ON CONSTRAINT holidays_package_date_key DO NOTHING RETURNING id`,
      [id, input.title, input.packageId, input.date],
    )
    .catch((error: unknown) => {
      // The package was deleted since it was checked.
      if (isForeignKeyViolation(error)) throw unknownPackage(input.packageId);
      throw error;
    });
  if (inserted.length === 0) throw duplicate(input.date);
  return id;
}

/**
 * Updates a holiday with the same rules as create (unknown package 5040, another holiday of the
 * package on that day 5050) and optimistic concurrency on updatedAt (404 / 409 with 5002).
 */
export async function updateHoliday(
  db: Db,
  id: string,
  input: HolidayWrite,
  updatedAt?: string,
): Promise<void> {
  await assertPackageExists(db, input.packageId);
  await updateRow(db, {
    table: 'holidays',
    id,
    entity: 'Holiday',
    updatedAt,
    set: { title: input.title, package_id: input.packageId, holiday_date: input.date },
  }).catch((error: unknown) => {
    const e = error as { code?: unknown; constraint?: unknown };
    if (e.code === '23505' && e.constraint === 'holidays_package_date_key') {
      throw duplicate(input.date);
    }
    // The package was deleted since it was checked.
    if (isForeignKeyViolation(error)) throw unknownPackage(input.packageId);
    throw error;
  });
}

export function deleteHoliday(db: Db, id: string): Promise<void> {
  return deleteRow(db, 'holidays', id, 'Holiday');
}
