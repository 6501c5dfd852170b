import { spawn, type ChildProcess } from 'node:child_process';
import { EMBEDDED_DB_NODE_FLAGS } from '@dogstay/db/node-flags';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The line the api prints once it listens (api/src/main.ts); its first group is the api's URL. */
export const API_LISTENING = /api listening on (http:\/\/\S+)\/api\/v1/;

export interface ReferenceApi {
  url: string;
  /** The api's "sign in as …" line, when it printed one. */
  signIn: string | undefined;
  stop(): Promise<void>;
}

/** Waits for the api at `urlOf()` (undefined until its port is known) to answer /health. */
async function waitHealthy(
  urlOf: () => string | undefined,
  child: ChildProcess,
  deadlineMs: number,
): Promise<string> {
  const until = Date.now() + deadlineMs;
  while (Date.now() < until) {
    if (child.exitCode !== null)
      throw new Error(`the reference api exited with code ${child.exitCode}`);
    const url = urlOf();
    try {
      if (url && (await fetch(`${url}/api/v1/health`)).ok) return url;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the reference api did not become healthy in time');
}

/**
 * Starts the reference api as a child process on loopback (`node --import tsx api/src/main.ts`,
 * this process's Node with tsx as its loader, as the api's image runs it), with its
 * embedded database in DATA_DIR, and waits for its health check. Its output passes through.
 */
export async function startReferenceApi(options: {
  port: number;
  publicUrl: string;
  /** Shared with this gateway: the api then believes the client addresses it passes on. */
  gatewaySecret: string;
}): Promise<ReferenceApi> {
  const child = spawn(
    process.execPath,
    [...EMBEDDED_DB_NODE_FLAGS, '--import', 'tsx', 'api/src/main.ts'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        API_HOST: '127.0.0.1',
        API_PORT: String(options.port),
        DATA_DIR: process.env.DATA_DIR ?? './data',
        API_PUBLIC_URL: options.publicUrl,
        GATEWAY_SECRET: options.gatewaySecret,
        // The gateway logs every request already; the embedded api logs only what goes wrong.
        LOG_LEVEL: process.env.API_LOG_LEVEL ?? 'warn',
        // The api watches its stdin, a pipe from us: it stops when this process is gone.
        API_EXIT_WITH_PARENT: '1',
      },
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  let signIn: string | undefined;
  // Port 0: the api binds a free port itself and says which in its "api listening on" line.
  let url = options.port === 0 ? undefined : `http://127.0.0.1:${options.port}`;
  createInterface({ input: child.stdout! }).on('line', (line) => {
    url ??= API_LISTENING.exec(line)?.[1];
    // The sign-in is printed once, by the gateway, after its own URL.
    if (line.startsWith('sign in as ')) signIn = line;
    else process.stdout.write(`${line}\n`);
  });
  let healthy: string;
  try {
    healthy = await waitHealthy(() => url, child, 120_000);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url: healthy,
    get signIn() {
      return signIn;
    },
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    },
  };
}
