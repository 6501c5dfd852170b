// Graceful shutdown on SIGTERM, on real processes: a request in flight when the signal comes is
// answered, new connections are refused, idle keep-alive connections are closed, the process
// exits 0 after closing its database, and the gateway stops the api it started.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../../gateway/src/test-support/ports';
import { gql, signIn } from '../support/graphql';
import { alive, processTree, spawnPart, waitHealthy, type Proc } from '../support/processes';
import { holdRequest, idleKeepAlive, refused, waitRefused } from '../support/raw-http';
import { row, sleep, within, type Row } from '../support/report';

const ADMIN = { email: 'shutdown@dogstay.example', password: 'shutdown-pass-2468' };

interface Observed {
  inFlightStatus: number;
  inFlightBody: string;
  refusedAfterMs: number | null;
  idleClosed: boolean;
  exit: number | string;
  exitMs: number;
}

/** SIGTERM while one request is in flight and one connection idles; watches what follows. */
async function terminate(
  proc: Proc,
  port: number,
  held: Parameters<typeof holdRequest>,
  idlePath: string,
): Promise<Observed> {
  const idle = await idleKeepAlive(port, idlePath);
  const request = await holdRequest(...held);
  await sleep(300);
  const signalled = Date.now();
  proc.child.kill('SIGTERM');
  const gotRefused = await waitRefused(port, 5_000);
  const refusedAfterMs = gotRefused ? Date.now() - signalled : null;
  await within(idle.closed, 3_000, undefined);
  // The held request stays in flight a while longer: the process must wait for it.
  await sleep(500);
  const answer = await request.finish().catch((error: unknown) => ({
    status: 0,
    headers: {},
    body: error instanceof Error ? error.message : String(error),
  }));
  const exit = await within(proc.exited, 30_000, 'still running after 30 s');
  if (proc.running()) proc.child.kill('SIGKILL');
  return {
    inFlightStatus: answer.status,
    inFlightBody: answer.body,
    refusedAfterMs,
    idleClosed: idle.isClosed(),
    exit,
    exitMs: Date.now() - signalled,
  };
}

function rows(part: string, seen: Observed, answered: boolean): Row[] {
  const check = `shutdown ${part}`;
  return [
    row(
      check,
      'in-flight request answered',
      `${seen.inFlightStatus}`,
      '200, complete',
      seen.inFlightStatus === 200 && answered,
    ),
    row(
      check,
      'new connections refused after (ms)',
      seen.refusedAfterMs ?? 'never',
      '< 5000',
      seen.refusedAfterMs !== null,
    ),
    row(check, 'idle keep-alive closed', seen.idleClosed, 'true', seen.idleClosed),
    row(check, 'exit code', `${seen.exit}`, '0', seen.exit === 0),
    row(check, 'exited after (ms)', seen.exitMs, '< 30000', seen.exit === 0),
  ];
}

export async function apiShutdown(): Promise<Row[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dogstay-verify-shutdown-'));
  const port = await freePort();
  const api = spawnPart({
    name: 'api',
    entry: 'api/src/main.ts',
    env: {
      NODE_ENV: 'production',
      API_HOST: '127.0.0.1',
      API_PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
    },
  });
  try {
    await waitHealthy(api, `http://127.0.0.1:${port}/api/v1/health`);
    const seen = await terminate(
      api,
      port,
      [port, '/api/v1/admin/login', {}, JSON.stringify(ADMIN)],
      '/api/v1/health',
    );
    const answered = seen.inFlightBody.includes('accessToken');
    const closedDb = api.output().includes('database closed');
    return [
      ...rows('api', seen, answered),
      row('shutdown api', 'database closed before exit', closedDb, 'true', closedDb),
    ];
  } finally {
    if (api.running()) api.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function gatewayShutdown(): Promise<Row[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dogstay-verify-shutdown-'));
  const [port, apiPort] = [await freePort(), await freePort()];
  // No REST_BASE_URL: the gateway starts the reference api itself, as `npm start` does.
  const gateway = spawnPart({
    name: 'gateway',
    entry: 'gateway/src/main.ts',
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      API_PORT: String(apiPort),
      REST_BASE_URL: '',
      DATA_DIR: dataDir,
      // Production needs it (it encrypts the API keys' service-account passwords).
      GATEWAY_SECRET_KEY: 'verify-gateway-secret-key-0123456789abcdef',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  let tree: number[] = [];
  try {
    // Ready, not only live: its store (created afresh here) is open, so sign-in does not compete
    // with creating it.
    await waitHealthy(gateway, `${url}/readyz`);
    const token = await signIn(url, ADMIN.email, ADMIN.password);
    const ready = await gql(url, '{ viewer { email } }', {}, token);
    if (ready.errors.length > 0) throw new Error(`gateway not answering: ${ready.text}`);
    tree = processTree(gateway.pid);
    const seen = await terminate(
      gateway,
      port,
      [
        port,
        '/graphql',
        { authorization: `Bearer ${token}` },
        JSON.stringify({ query: '{ viewer { email } }' }),
      ],
      '/healthz',
    );
    // The in-flight query needed the api: it was still up until the gateway had answered.
    const answered = seen.inFlightBody.includes(ADMIN.email);
    await sleep(200);
    const survivors = tree.filter(alive);
    const apiGone = survivors.length === 0 && (await refused(apiPort));
    return [
      ...rows('gateway', seen, answered),
      row(
        'shutdown gateway',
        'its api stopped (processes left)',
        survivors.length,
        `0 of ${tree.length}`,
        apiGone,
      ),
    ];
  } finally {
    for (const pid of tree.filter(alive)) process.kill(pid, 'SIGKILL');
    if (gateway.running()) gateway.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}
