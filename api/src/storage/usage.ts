import type { Db } from '../db/db.js';
import { encodeName, FILES_PATH } from './names.js';
import { deleteStoredFile, type StorageDeps } from './store.js';

/**
 * Every place a stored file can be shown, as SQL that is true when a row refers to it: by its
 * stored name ($1) or by a URL ending in its path (/api/v1/files/<encoded name>, $2).
 */
const URL_OR_NAME = (column: string) => `(${column} = $1 OR right(${column}, length($2)) = $2)`;
const REFERENCES = [
  `SELECT 1 FROM users WHERE ${URL_OR_NAME('profile_pic')}`,
  `SELECT 1 FROM coupons WHERE ${URL_OR_NAME('image')}`,
  `SELECT 1 FROM news_topics WHERE ${URL_OR_NAME('cover_img')} OR ${URL_OR_NAME('thumb_img')}`,
  `SELECT 1 FROM packages, jsonb_array_elements(packages.files) AS f
     WHERE ${URL_OR_NAME("f->>'fileName'")} OR ${URL_OR_NAME("f->>'photo'")}`,
  `SELECT 1 FROM package_add_ons WHERE ${URL_OR_NAME('image')}`,
  `SELECT 1 FROM gallery_images WHERE file_name = $1`,
  `SELECT 1 FROM gallery_covers WHERE cover_img = $1`,
];

/** Whether anything at all (a profile picture, coupon, news topic, package, gallery image, cover) shows the file. */
export async function isFileUsed(db: Db, name: string): Promise<boolean> {
  const rows = await db.query(`SELECT EXISTS (${REFERENCES.join(' UNION ALL ')}) AS used`, [
    name,
    `${FILES_PATH}${encodeName(name)}`,
  ]);
  return (rows[0] as { used: boolean } | undefined)?.used === true;
}

/** Removes a stored file once nothing shows it any more (after a delete or an image change). */
export async function releaseFile(deps: StorageDeps, name: string): Promise<void> {
  if (name && !(await isFileUsed(deps.db, name))) await deleteStoredFile(deps, name);
}
