// The test api's databases are copies of a template: PGlite migrated, with the admin and (for
// 'seeded') the demo data, dumped once (dumpDataDir) and loaded by every test file (loadDataDir)
// instead of migrating and seeding per file. On the loaded 2-core machine migrate + seed took
// about 15 s per file and loading a copy about 3.6 s. A template is made once per state of the
// api's sources (its name carries their digest), so every run, project and worker after the first
// shares it, and an edit to a migration or a seeder makes a new one.
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ApiConfig } from '../config.js';
import { dumpDb, openDb, type Db } from '../db/db.js';
import { migrate } from '../db/migrate.js';
import { seedIfEmpty } from '../seed/index.js';
import { ensureAdmin } from '../seed/users.js';
import { SEED_TODAY, TEST_ADMIN } from './seeded.js';

export type TemplateKind = 'seeded' | 'empty';

const SRC = fileURLToPath(new URL('..', import.meta.url));
const PREFIX = 'dogstay-api-template-';
/** Templates of other source states are removed once this old. */
const STALE_MS = 24 * 3_600_000;

/** A digest of what the data depends on: the api's sources (tests aside) and the test admin. */
function sourcesDigest(): string {
  const hash = createHash('sha1').update(JSON.stringify([TEST_ADMIN, SEED_TODAY]));
  const files = readdirSync(SRC, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && !e.name.endsWith('.test.ts'))
    .map((e) => join(e.parentPath, e.name))
    .sort();
  for (const file of files) hash.update(file.slice(SRC.length)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

function removeStaleTemplates(keep: string): void {
  for (const name of readdirSync(tmpdir())) {
    const path = join(tmpdir(), name);
    if (!name.startsWith(PREFIX) || path === keep) continue;
    try {
      if (Date.now() - statSync(path).mtimeMs > STALE_MS) rmSync(path, { force: true });
    } catch {
      // another run removed it
    }
  }
}

async function build(kind: TemplateKind, config: ApiConfig, file: string): Promise<Db> {
  const db = await openDb({});
  await migrate(db);
  await ensureAdmin(db, config);
  if (kind === 'seeded') await seedIfEmpty(db, config, { today: SEED_TODAY });
  const dump = Buffer.from(await (await dumpDb(db)).arrayBuffer());
  // Written aside and renamed: a reader never sees half a template.
  const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
  writeFileSync(partial, dump);
  renameSync(partial, file);
  removeStaleTemplates(file);
  return db;
}

/**
 * A fresh in-memory PGlite database: a copy of the `kind` template, made first when this state of
 * the sources has none. `config` gives the admin account (TEST_ADMIN in tests).
 */
export async function templateCopy(kind: TemplateKind, config: ApiConfig): Promise<Db> {
  const file = join(tmpdir(), `${PREFIX}${sourcesDigest()}-${kind}.tar`);
  let dump: Buffer;
  try {
    dump = readFileSync(file);
  } catch {
    return build(kind, config, file);
  }
  return openDb({ loadDataDir: new Blob([dump]) });
}
