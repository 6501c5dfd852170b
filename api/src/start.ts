import { loadConfig, type ApiConfig } from './config.js';
import { secureDataDir } from './data-dir.js';
import { openDb, type Db } from './db/db.js';
import { migrate } from './db/migrate.js';
import { seedIfEmpty } from './seed/index.js';
import { registerPackageSeedImages } from './storage/seed.js';
import { ensureAdmin, type AdminSignIn } from './seed/users.js';
import { buildApi } from './server.js';
import type { ApiApp } from './http/app-types.js';

export interface RunningApi {
  app: ApiApp;
  db: Db;
  config: ApiConfig;
  url: string;
  admin: AdminSignIn;
  close(): Promise<void>;
}

export interface StartApiOptions {
  config?: ApiConfig;
  /** Use this database instead of opening one from the config. */
  db?: Db;
  logger?: boolean;
  seed?: boolean;
  seedToday?: Date;
}

/** Opens the database, migrates, seeds on first start and listens. Used by main.ts, the gateway and tests. */
export async function startApi(options: StartApiOptions = {}): Promise<RunningApi> {
  const config = options.config ?? loadConfig();
  // Database, uploaded files and token secret: private to the api's user (0700 / 0600).
  secureDataDir(config.dataDir);
  const db =
    options.db ??
    (await openDb({
      databaseUrl: config.databaseUrl,
      dataDir: config.inMemory ? undefined : `${config.dataDir}/pglite`,
    }));
  await migrate(db);
  const admin = await ensureAdmin(db, config);
  if (options.seed !== false)
    await seedIfEmpty(db, config, { ...(options.seedToday ? { today: options.seedToday } : {}) });
  // Only registered demo names get a placeholder (storage/file-routes.ts).
  await registerPackageSeedImages(db);
  // PGlite's file layer (Emscripten's NODEFS) creates its files 0666 whatever the umask; they sit
  // in 0700 folders, so nobody else can reach them, and the sweeps here and on close set 0600.
  secureDataDir(config.dataDir);
  const app = await buildApi({ config, db, logger: options.logger ?? true });
  const address = await app.listen({ port: config.port, host: config.host });
  const url = config.port === 0 ? address : `http://${config.host}:${config.port}`;
  // On port 0 the URLs the api signs and serves name the port it took (API_PUBLIC_URL unset):
  // its routes read app.config, this object, per request.
  if (config.publicUrl === `http://${config.host}:0`) config.publicUrl = url;
  return {
    app,
    db,
    config,
    url,
    admin,
    async close() {
      await app.close();
      if (!options.db) await db.close();
      secureDataDir(config.dataDir);
    },
  };
}
