// The reference api as the benchmarks run it: in this process, on an in-memory database (or the
// PostgreSQL database `databaseUrl` names), with an admin of the bench's own, quiet; and the
// admin's REST token. close() also removes its scratch data folder.
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { loadConfig, type ApiConfig } from '@dogstay/api/config';
import { startApi, type RunningApi } from '@dogstay/api/start';

export interface BenchApi {
  api: RunningApi;
  config: ApiConfig;
  /** A REST token of the bench's admin (POST /admin/login). */
  adminToken(): Promise<string>;
  close(): Promise<void>;
}

export async function startBenchApi(options: {
  /** Names the scratch data folder (`/tmp/dogstay-bench-<name>-…`). */
  name: string;
  admin: { email: string; password: string };
  /** The demo data (the seed), or an empty catalogue. */
  seed: boolean;
  databaseUrl?: string | undefined;
  seedScale?: number;
}): Promise<BenchApi> {
  const { name, admin, seed, databaseUrl, seedScale } = options;
  const config = loadConfig(
    {},
    {
      port: 0,
      host: '127.0.0.1',
      inMemory: true,
      ...(databaseUrl ? { databaseUrl } : {}),
      ...(seedScale ? { seedScale } : {}),
      adminEmail: admin.email,
      adminPassword: admin.password,
      dataDir: `/tmp/dogstay-bench-${name}-${randomBytes(6).toString('hex')}`,
      logLevel: 'silent',
    },
  );
  const api = await startApi({ config, logger: false, seed });
  return {
    api,
    config,
    async adminToken() {
      const login = await fetch(`${api.url}/api/v1/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(admin),
      });
      return ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
    },
    async close() {
      await api.close();
      await rm(config.dataDir, { recursive: true, force: true });
    },
  };
}
