import type { Db } from '../db/db.js';
import { newId } from '../db/ids.js';
import { updateRow } from '../db/write.js';
import type { Settings, SettingsBody } from './schemas.js';

const SELECT = `id AS "_id", picnic_price AS "picnicPrice", min_picnic_people AS "minPicnicPeople",
  max_picnic_people AS "maxPicnicPeople", home_page_time1 AS "homePageTime1", home_page_time2 AS "homePageTime2",
  home_page_time3 AS "homePageTime3", home_page_time4 AS "homePageTime4",
  created_at AS "createdAt", updated_at AS "updatedAt"`;

/** What GET answers before the first save (docs/product.md §9: price 0, min 0, max 0). */
const DEFAULTS: Settings = {
  _id: null,
  picnicPrice: 0,
  minPicnicPeople: 0,
  maxPicnicPeople: 0,
  homePageTime1: '',
  homePageTime2: '',
  homePageTime3: '',
  homePageTime4: '',
  createdAt: null,
  updatedAt: null,
};

export async function getSettings(db: Db): Promise<Settings> {
  const [row] = await db.query<Settings>(`SELECT ${SELECT} FROM site_settings`);
  return row ?? DEFAULTS;
}

/**
 * Creates the one settings row or updates it (optimistic concurrency on updatedAt: 409). Home page
 * times left out are kept; an empty one clears that time.
 */
export async function saveSettings(db: Db, body: SettingsBody): Promise<void> {
  const set: Record<string, unknown> = {
    picnic_price: body.picnicPrice,
    min_picnic_people: body.minPicnicPeople,
    max_picnic_people: body.maxPicnicPeople,
  };
  const times = [body.homePageTime1, body.homePageTime2, body.homePageTime3, body.homePageTime4];
  times.forEach((time, i) => {
    if (time !== undefined) set[`home_page_time${i + 1}`] = time.trim();
  });
  const [current] = await db.query<{ id: string }>('SELECT id FROM site_settings');
  if (current) {
    await updateRow(db, {
      table: 'site_settings',
      id: current.id,
      entity: 'Site settings',
      updatedAt: body.updatedAt,
      set,
    });
    return;
  }
  const columns = Object.keys(set);
  // Two first saves at once: the second becomes an update of the row the first created.
  await db.query(
    `INSERT INTO site_settings (id, ${columns.join(', ')}) VALUES ($1, ${columns.map((_, i) => `$${i + 2}`).join(', ')})
     ON CONFLICT (singleton) DO UPDATE SET ${columns.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}, updated_at = now()`,
    [newId(), ...Object.values(set)],
  );
}
