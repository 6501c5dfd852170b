import { loadConfig } from './config.js';
import { restrictUmask } from './data-dir.js';
import { startApi } from './start.js';

// Before anything is written: PGlite creates its files (and WAL) with the process's umask.
restrictUmask();

const scaleArg = process.argv.indexOf('--scale');
const config = loadConfig(
  process.env,
  scaleArg > 0 ? { seedScale: Number(process.argv[scaleArg + 1]) } : {},
);
const api = await startApi({ config });

console.log(`api listening on ${api.url}/api/v1 (OpenAPI: ${api.url}/api/v1/openapi.json)`);
if (api.admin.generatedPassword) {
  console.log(
    `sign in as ${api.admin.email} with password ${api.admin.generatedPassword} (shown once; set ADMIN_PASSWORD to choose one)`,
  );
} else if (config.adminPassword) {
  console.log(`sign in as ${api.admin.email} with the password in ADMIN_PASSWORD`);
} else {
  // The generated password was printed at the first start only: say how to set a new one.
  console.log(
    `sign in as ${api.admin.email} (password as printed at the first start; lost it? start once with ADMIN_PASSWORD=… to set a new one)`,
  );
}

/** Longest wait for in-flight requests on shutdown; orchestrators kill a little later (30 s). */
const SHUTDOWN_DEADLINE_MS = 25_000;

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    console.log(`api: ${signal}, finishing in-flight requests`);
    setTimeout(() => {
      console.error('api: in-flight requests did not finish in time; exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    // Stops accepting connections, lets in-flight requests finish, then closes the database.
    api.close().then(
      () => {
        console.log('api stopped: requests finished, connections and database closed');
        process.exit(0);
      },
      (error: unknown) => {
        console.error('api: shutdown failed', error);
        process.exit(1);
      },
    );
  });
}
