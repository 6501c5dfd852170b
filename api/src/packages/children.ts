import type { Db } from '../db/db.js';
import { newId } from '../db/ids.js';
import { DomainCode } from '../http/codes.js';
import { domainError } from '../http/errors.js';
import { isDeleteMarked } from './rules.js';
import type { AddOnInput, SeasonPriceInput } from './schemas.js';

/** How one kind of child row of a package is stored. */
interface ChildTable<T> {
  table: 'package_season_prices' | 'package_add_ons';
  label: string;
  /** Column → value of an entry (without id, package_id and position). */
  values(entry: T): Record<string, unknown>;
}

const seasonPrices: ChildTable<SeasonPriceInput> = {
  table: 'package_season_prices',
  label: 'Season price',
  values: (e) => ({
    season_id: e.seasonId!.trim(),
    week_day_price: e.weekDayPrice ?? 0,
    week_end_price: e.weekEndPrice ?? 0,
    dog_extra_price: e.dogExtraPrice ?? 0,
    people_extra_price: e.peopleExtraPrice ?? 0,
    children_extra_price: e.childrenExtraPrice ?? 0,
  }),
};

const addOns: ChildTable<AddOnInput> = {
  table: 'package_add_ons',
  label: 'Add-on',
  values: (e) => ({
    title: e.title!.trim(),
    price: e.price ?? 0,
    min_people: e.minPeople ?? 0,
    max_people: e.maxPeople ?? 0,
    type: e.type ?? 1,
    description: e.description ?? '',
    image: e.image?.trim() ?? '',
    no_of_add_on_per_day: e.noOfAddOnPerDay ?? 0,
  }),
};

/**
 * Applies a list of entries to a package's child rows: an entry marked `action: 'delete'` deletes
 * its saved row (an unsaved one is skipped), an entry with `_id` updates that row, one without is
 * inserted. Position follows the list; saved rows left out of it are kept and placed after the
 * listed ones, in their previous order. An `_id` that is
 * not a saved row of this package is refused (5026). Runs inside the caller's transaction.
 */
async function applyEntries<T extends { _id?: string | undefined; action?: string | undefined }>(
  tx: Db,
  spec: ChildTable<T>,
  packageId: string,
  entries: T[],
): Promise<void> {
  const rows = await tx.query<{ id: string }>(
    `SELECT id FROM ${spec.table} WHERE package_id = $1 ORDER BY position, created_at, id`,
    [packageId],
  );
  const saved = new Set(rows.map((r) => r.id));
  const listed = new Set<string>();
  for (const [position, entry] of entries.entries()) {
    const id = entry._id?.trim();
    if (id) listed.add(id);
    if (id && !saved.has(id)) {
      throw domainError(
        DomainCode.PACKAGE_CHILD_UNKNOWN,
        `${spec.label} ${id} does not belong to this package`,
      );
    }
    if (isDeleteMarked(entry)) {
      if (id) {
        await tx.query(`DELETE FROM ${spec.table} WHERE id = $1`, [id]);
        saved.delete(id);
      }
      continue;
    }
    const values = { ...spec.values(entry), position };
    const columns = Object.keys(values);
    const params = Object.values(values);
    if (id) {
      const set = columns.map((c, i) => `${c} = $${i + 2}`).join(', ');
      await tx.query(`UPDATE ${spec.table} SET ${set}, updated_at = now() WHERE id = $1`, [
        id,
        ...params,
      ]);
    } else {
      const placeholders = columns.map((_, i) => `$${i + 3}`).join(', ');
      await tx.query(
        `INSERT INTO ${spec.table} (id, package_id, ${columns.join(', ')}) VALUES ($1, $2, ${placeholders})`,
        [newId(), packageId, ...params],
      );
    }
  }
  // Saved rows left out of the list follow the listed ones, in their previous order.
  const leftOut = rows.filter((r) => !listed.has(r.id));
  for (const [k, row] of leftOut.entries()) {
    await tx.query(`UPDATE ${spec.table} SET position = $2 WHERE id = $1`, [
      row.id,
      entries.length + k,
    ]);
  }
}

/** After the writes: the same season twice in the package's season prices is refused (5023). */
async function assertSeasonsDistinct(tx: Db, packageId: string): Promise<void> {
  const [duplicate] = await tx.query<{ title: string }>(
    `SELECT s.title FROM package_season_prices sp JOIN seasons s ON s.id = sp.season_id
     WHERE sp.package_id = $1 GROUP BY s.id, s.title HAVING count(*) > 1 LIMIT 1`,
    [packageId],
  );
  if (duplicate) {
    throw domainError(
      DomainCode.PACKAGE_SEASON_PRICE_DUPLICATE,
      `The season "${duplicate.title}" appears more than once in the season prices`,
    );
  }
}

/** Saves the season prices and add-ons a draft carries; a list left out is not touched. */
export async function saveChildren(
  tx: Db,
  packageId: string,
  draft: { seasonPrice?: SeasonPriceInput[] | undefined; addOns?: AddOnInput[] | undefined },
): Promise<void> {
  if (draft.seasonPrice) {
    await applyEntries(tx, seasonPrices, packageId, draft.seasonPrice);
    await assertSeasonsDistinct(tx, packageId);
  }
  if (draft.addOns) await applyEntries(tx, addOns, packageId, draft.addOns);
}

/**
 * A package's season prices as a JSON array, in list order: a scalar subquery on `p` (the package
 * row of the enclosing query), so the package and its children come back in one query.
 */
export const SEASON_PRICES_JSON = `coalesce((
  SELECT json_agg(json_build_object('_id', sp.id, 'seasonId', sp.season_id, 'seasonTitle', s.title,
      'weekDayPrice', sp.week_day_price, 'weekEndPrice', sp.week_end_price,
      'dogExtraPrice', sp.dog_extra_price, 'peopleExtraPrice', sp.people_extra_price,
      'childrenExtraPrice', sp.children_extra_price)
    ORDER BY sp.position, sp.created_at, sp.id)
  FROM package_season_prices sp JOIN seasons s ON s.id = sp.season_id
  WHERE sp.package_id = p.id), '[]'::json)`;

/** A package's add-ons as a JSON array, in list order (see SEASON_PRICES_JSON). */
export const ADD_ONS_JSON = `coalesce((
  SELECT json_agg(json_build_object('_id', a.id, 'title', a.title, 'price', a.price,
      'minPeople', a.min_people, 'maxPeople', a.max_people, 'type', a.type,
      'description', a.description, 'image', a.image, 'noOfAddOnPerDay', a.no_of_add_on_per_day)
    ORDER BY a.position, a.created_at, a.id)
  FROM package_add_ons a WHERE a.package_id = p.id), '[]'::json)`;
