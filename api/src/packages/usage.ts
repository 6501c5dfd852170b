import type { Db } from '../db/db.js';
import { DomainCode } from '../http/codes.js';
import { domainError } from '../http/errors.js';

/** What packages can use, by the table it lives in. */
export type UsedByPackages = 'seasons' | 'room_categories' | 'package_categories';

interface Usage {
  code: DomainCode;
  /** Titles of (up to 4) packages using the row $1. */
  sql: string;
  /** `packages` names them; `them` is 'it' or 'them'. */
  message: (packages: string, them: string) => string;
}

const USAGES: Record<UsedByPackages, Usage> = {
  seasons: {
    code: DomainCode.SEASON_IN_USE,
    sql: `SELECT DISTINCT p.title FROM package_season_prices sp JOIN packages p ON p.id = sp.package_id
          WHERE sp.season_id = $1 ORDER BY p.title LIMIT 4`,
    message: (packages) =>
      `This season is used by the season prices of ${packages}; remove those season prices before deleting it`,
  },
  room_categories: {
    code: DomainCode.CATEGORY_IN_USE,
    sql: 'SELECT title FROM packages WHERE room_category_id = $1 ORDER BY title LIMIT 4',
    message: (packages, them) =>
      `This dog category is used by ${packages}; give ${them} another dog category before deleting it`,
  },
  package_categories: {
    code: DomainCode.CATEGORY_IN_USE,
    sql: 'SELECT title FROM packages WHERE category_id = $1 ORDER BY title LIMIT 4',
    message: (packages, them) =>
      `This package category is used by ${packages}; give ${them} another package category before deleting it`,
  },
};

/** 'package "A"', 'packages "A" and "B"', 'packages "A", "B", "C" and others'. */
export function namePackages(titles: string[]): string {
  const quoted = titles.slice(0, 3).map((t) => `"${t}"`);
  if (titles.length > 3) return `packages ${quoted.join(', ')} and others`;
  if (quoted.length === 1) return `package ${quoted[0]}`;
  return `packages ${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}`;
}

/** PostgreSQL's foreign key violation: a row still referenced, or a reference to a missing row. */
export function isForeignKeyViolation(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23503'
  );
}

async function assertUnused(db: Db, table: UsedByPackages, id: string): Promise<void> {
  const usage = USAGES[table];
  const titles = (await db.query<{ title: string }>(usage.sql, [id])).map((r) => r.title);
  if (titles.length > 0)
    throw domainError(
      usage.code,
      usage.message(namePackages(titles), titles.length > 1 ? 'them' : 'it'),
    );
}

/**
 * Runs `remove` (the delete of a season or category) unless a package uses that row: then it is
 * refused with SEASON_IN_USE (5033) or CATEGORY_IN_USE (5070) and a message naming the packages.
 * A package that starts using the row in the meantime is caught by the foreign key.
 */
export async function deleteUnlessUsedByPackages(
  db: Db,
  table: UsedByPackages,
  id: string,
  remove: () => Promise<void>,
): Promise<void> {
  await assertUnused(db, table, id);
  try {
    await remove();
  } catch (error) {
    if (isForeignKeyViolation(error)) await assertUnused(db, table, id);
    throw error;
  }
}
