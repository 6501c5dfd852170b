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
} else if (api.admin.adminPassword === 'created') {
  console.log(
    `sign in as ${api.admin.email} with the password in ADMIN_PASSWORD (account created)`,
  );
} else if (api.admin.adminPassword === 'reset') {
  console.log(
    `sign in as ${api.admin.email} with the password in ADMIN_PASSWORD (reset now by --reset-admin-password)`,
  );
} else {
  // The password is the one set at creation or changed since: say how to reset it.
  console.log(
    `sign in as ${api.admin.email} (existing password kept${config.adminPassword ? '; ADMIN_PASSWORD is applied only when the account is created' : ''}; lost it? npm start -- --reset-admin-password with ADMIN_PASSWORD=…)`,
  );
}

/** Longest wait for in-flight requests on shutdown; orchestrators kill a little later (30 s). */
const SHUTDOWN_DEADLINE_MS = 25_000;

let closing = false;
function shutDown(why: string): void {
  if (closing) return;
  closing = true;
  console.log(`api: ${why}, finishing in-flight requests`);
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
}
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => shutDown(signal));

// Started by the gateway (gateway/src/reference-api.ts), the api stops when the gateway is gone,
// however it went: its end of our stdin closes. A gateway that crashed (a port in use) or was
// killed would otherwise leave an api holding its port and 500 MB or more.
if (process.env.API_EXIT_WITH_PARENT === '1') {
  process.stdin.on('end', () => shutDown('the gateway that started it is gone'));
  process.stdin.resume();
}
