// Setup file of the gateway's stack project, run before each test file. The files of a worker
// share one process (isolate: false in vitest.config.ts) and so one in-memory store (store.ts
// opens it once per process: about 2 s of PGlite); each file starts on an empty one all the
// same, as it did with a process of its own: every table the migrations made is emptied.
import { beforeAll } from 'vitest';
import { Store } from '../store/store.js';

beforeAll(async () => {
  const db = await new Store({ kind: 'memory' }).ready();
  const tables = await db.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables
      WHERE schemaname = 'public' AND tablename <> 'schema_migrations'`,
  );
  if (tables.length === 0) return;
  await db.exec(`TRUNCATE ${tables.map((t) => `"${t.name}"`).join(', ')} RESTART IDENTITY CASCADE`);
});
