import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migrateFolder, type Db } from '@dogstay/db';

const folder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');
const LOCK_KEY = 7_320_001;

/** Applies the api's migrations/NNN_name.sql not yet applied (see @dogstay/db's migrate). */
export const migrate = (db: Db): Promise<string[]> => migrateFolder(db, folder, LOCK_KEY);
