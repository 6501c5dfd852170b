import type { Db } from '../db/db.js';
import { DomainCode } from '../http/codes.js';
import { domainError } from '../http/errors.js';
import { isDeleteMarked } from './rules.js';
import type { PackageCreateBody } from './schemas.js';

async function exists(
  db: Db,
  table: 'package_categories' | 'room_categories',
  id: string,
): Promise<boolean> {
  return (await db.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id])).length > 0;
}

/**
 * The categories and seasons a draft names must exist: unknown package category 5020, unknown dog
 * (room) category 5021, unknown season of a (not deleted) season price 5022.
 */
export async function assertPackageReferences(db: Db, draft: PackageCreateBody): Promise<void> {
  const category = draft.category?.trim();
  if (category && !(await exists(db, 'package_categories', category))) {
    throw domainError(
      DomainCode.PACKAGE_CATEGORY_UNKNOWN,
      `The package category ${category} does not exist`,
    );
  }
  const roomCategory = draft.roomCategory?.trim();
  if (roomCategory && !(await exists(db, 'room_categories', roomCategory))) {
    throw domainError(
      DomainCode.PACKAGE_DOG_CATEGORY_UNKNOWN,
      `The dog category ${roomCategory} does not exist`,
    );
  }
  const prices = (draft.seasonPrice ?? [])
    .map((entry, index) => ({
      seasonId: entry.seasonId?.trim() ?? '',
      index,
      deleted: isDeleteMarked(entry),
    }))
    .filter((entry) => !entry.deleted);
  if (prices.length === 0) return;
  const found = await db.query<{ id: string }>(
    'SELECT id FROM seasons WHERE id = ANY($1::text[])',
    [prices.map((p) => p.seasonId)],
  );
  const known = new Set(found.map((r) => r.id));
  const unknown = prices.find((p) => !known.has(p.seasonId));
  if (unknown) {
    throw domainError(
      DomainCode.PACKAGE_SEASON_UNKNOWN,
      `The season ${unknown.seasonId} of season price ${unknown.index + 1} does not exist`,
    );
  }
}
