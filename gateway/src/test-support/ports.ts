import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** Lowest port handed out: above the well-known and most registered services' ports. */
const LOWEST = 20_000;

/** The first port of the kernel's ephemeral range (Linux's default when it cannot be read). */
function ephemeralStart(): number {
  try {
    const first = Number(
      readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0],
    );
    return Number.isInteger(first) && first > 0 ? first : 32_768;
  } catch {
    return 32_768;
  }
}

/** Whether a server can listen on `port` of loopback now (0: any port; resolves the port or 0). */
function tryListen(port: number): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(0));
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const bound = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(bound));
    });
  });
}

/** Ports this process has handed out, not handed out again. */
const handedOut = new Set<number>();

/**
 * A TCP port free on loopback right now, for a server the caller starts next. It is taken below
 * the kernel's ephemeral range: a port there, as listen(0) gives, can be taken by any other
 * listen(0) or outgoing connection on the machine before the caller's server listens, and a
 * clean clone's CI (2026-11-28) saw `npm start` fail with EADDRINUSE on such a port (33479)
 * while the suite ran. Below the range, only a server asking for that very port can take it.
 */
export async function freePort(): Promise<number> {
  const end = ephemeralStart();
  for (let attempt = 0; end - LOWEST > 1_000 && attempt < 100; attempt += 1) {
    const port = LOWEST + Math.floor(Math.random() * (end - LOWEST));
    if (handedOut.has(port)) continue;
    if ((await tryListen(port)) === port) {
      handedOut.add(port);
      return port;
    }
  }
  // An ephemeral range that starts low, or a crowded machine: any free port.
  const port = await tryListen(0);
  if (port === 0) throw new Error('no TCP port is free on 127.0.0.1');
  return port;
}
