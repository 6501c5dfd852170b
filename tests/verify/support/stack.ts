// The product as production runs it, on loopback: the api (PostgreSQL when it answers, else
// PGlite in a temp folder) and the gateway in production mode pointed at it, as two processes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildGateway } from '../../support/gateway-build';
import { freePort } from '../../../gateway/src/test-support/ports';
import { freshDatabase, postgresAnswers, type FreshDatabase } from './database';
import { signIn } from './graphql';
import { spawnPart, stop, waitHealthy, type Proc } from './processes';

const TOKEN_SECRET = 'verify-token-secret-0123456789abcdef';
/** Shared by the api and the gateway, as docker-compose.yml does (issue 34). */
const GATEWAY_SECRET = 'verify-gateway-secret-0123456789abcdef';
export const VERIFY_ADMIN = { email: 'verify@dogstay.example', password: 'verify-pass-97531' };

export interface VerifyStack {
  /** Gateway origin, e.g. http://127.0.0.1:40123 */
  url: string;
  apiUrl: string;
  /** The api's DATA_DIR (uploaded files; the embedded database without PostgreSQL). */
  dataDir: string;
  /** The api's TOKEN_SECRET. */
  tokenSecret: string;
  gateway: Proc;
  api(): Proc;
  /** The admin's bearer token for the gateway. */
  token: string;
  database: 'postgres' | 'pglite';
  /** SQL on the api's database (PostgreSQL only). */
  sql: FreshDatabase | null;
  /** Starts the api again on the same port and database; waits until it is healthy. */
  restartApi(): Promise<void>;
  close(): Promise<void>;
}

export async function startVerifyStack(): Promise<VerifyStack> {
  const usePostgres = await postgresAnswers();
  const sql = usePostgres ? await freshDatabase() : null;
  const dataDir = mkdtempSync(join(tmpdir(), 'dogstay-verify-'));
  const [apiPort, port] = [await freePort(), await freePort()];
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const apiEnv = {
    NODE_ENV: 'production',
    API_HOST: '127.0.0.1',
    API_PORT: String(apiPort),
    DATA_DIR: dataDir,
    ...(sql ? { DATABASE_URL: sql.url } : {}),
    ADMIN_EMAIL: VERIFY_ADMIN.email,
    ADMIN_PASSWORD: VERIFY_ADMIN.password,
    TOKEN_SECRET: TOKEN_SECRET,
    GATEWAY_SECRET,
    LOG_LEVEL: 'warn',
  };
  const startApi = async () => {
    const proc = spawnPart({ name: 'api', entry: 'api/src/main.ts', env: apiEnv });
    await waitHealthy(proc, `${apiUrl}/api/v1/health`);
    return proc;
  };
  let api = await startApi();
  const gateway = spawnPart({
    name: 'gateway',
    entry: buildGateway(),
    // As the gateway image runs it (Dockerfile, NODE_OPTIONS): V8's young generation and old heap
    // bounded. Without them the peak RSS under the 200-client load was 364 MB; with them 171 MB.
    nodeFlags: ['--max-semi-space-size=8', '--max-old-space-size=192'],
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      REST_BASE_URL: apiUrl,
      // The gateway's own store as production keeps it: PostgreSQL (tables of its own beside the
      // api's in the run's fresh database), else PGlite beside the api's data.
      ...(sql ? { GATEWAY_DATABASE_URL: sql.url } : { DATA_DIR: dataDir }),
      GATEWAY_SECRET,
      // Production needs it (it encrypts the API keys' service-account passwords).
      GATEWAY_SECRET_KEY: 'verify-gateway-secret-key-0123456789abcdef',
      LOG_LEVEL: 'warn',
      // The security check sends its own X-Forwarded-For so its sign-ins count apart.
      TRUST_PROXY: '127.0.0.1',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitHealthy(gateway, `${url}/readyz`);
  const token = await signIn(url, VERIFY_ADMIN.email, VERIFY_ADMIN.password);
  return {
    url,
    apiUrl,
    dataDir,
    tokenSecret: TOKEN_SECRET,
    gateway,
    api: () => api,
    token,
    database: sql ? 'postgres' : 'pglite',
    sql,
    async restartApi() {
      api = await startApi();
    },
    async close() {
      await stop(gateway);
      await stop(api);
      await sql?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
