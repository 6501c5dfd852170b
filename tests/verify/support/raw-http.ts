// Raw HTTP/1.1 over a socket: requests whose body is held back (in flight for as long as the
// test wants) and idle keep-alive connections, to watch a server shut down.
import { connect, type Socket } from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

function parse(raw: string): RawResponse {
  const split = raw.indexOf('\r\n\r\n');
  if (split < 0) throw new Error(`incomplete HTTP response: ${JSON.stringify(raw.slice(0, 200))}`);
  const [statusLine = '', ...lines] = raw.slice(0, split).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const length = Number(headers['content-length'] ?? NaN);
  const rest = raw.slice(split + 4);
  return {
    status: Number(statusLine.split(' ')[1]),
    headers,
    body: Number.isFinite(length) ? Buffer.from(rest).subarray(0, length).toString() : rest,
  };
}

function open(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Reads one response: until its Content-Length is in, or the server closes. */
function readResponse(socket: Socket, timeoutMs: number): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    let raw = '';
    const timer = setTimeout(() => reject(new Error('no response in time')), timeoutMs);
    const done = () => {
      clearTimeout(timer);
      socket.off('data', onData);
      try {
        resolve(parse(raw));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    const onData = (chunk: Buffer) => {
      raw += chunk.toString('latin1');
      const split = raw.indexOf('\r\n\r\n');
      const length = /\r\ncontent-length:\s*(\d+)/i.exec(raw.slice(0, split))?.[1];
      if (split >= 0 && length && Buffer.byteLength(raw, 'latin1') - split - 4 >= Number(length))
        done();
    };
    socket.on('data', onData);
    socket.once('close', () => (raw ? done() : reject(new Error('closed without a response'))));
  });
}

export interface HeldRequest {
  /** Sends the rest of the body and reads the response. */
  finish(timeoutMs?: number): Promise<RawResponse>;
}

/** Sends a POST with only part of its body: the server holds it in flight until finish(). */
export async function holdRequest(
  port: number,
  path: string,
  headers: Record<string, string>,
  body: string,
): Promise<HeldRequest> {
  const socket = await open(port);
  const head = [
    `POST ${path} HTTP/1.1`,
    `host: 127.0.0.1:${port}`,
    'content-type: application/json',
    `content-length: ${Buffer.byteLength(body)}`,
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
  ].join('\r\n');
  const cut = Math.floor(body.length / 2);
  socket.write(`${head}\r\n\r\n${body.slice(0, cut)}`);
  return {
    finish(timeoutMs = 15_000) {
      const response = readResponse(socket, timeoutMs);
      socket.write(body.slice(cut));
      return response.finally(() => socket.destroy());
    },
  };
}

export interface IdleConnection {
  /** Resolves when the server closes the connection. */
  closed: Promise<void>;
  isClosed(): boolean;
}

/** One GET on a keep-alive connection, then left idle. */
export async function idleKeepAlive(port: number, path: string): Promise<IdleConnection> {
  const socket = await open(port);
  const response = readResponse(socket, 10_000);
  socket.write(`GET ${path} HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\nconnection: keep-alive\r\n\r\n`);
  await response;
  let isClosed = false;
  const closed = new Promise<void>((resolve) =>
    socket.once('close', () => {
      isClosed = true;
      resolve();
    }),
  );
  socket.on('error', () => undefined);
  return { closed, isClosed: () => isClosed };
}

/** Whether a new TCP connection to the port is refused. */
export function refused(port: number): Promise<boolean> {
  return open(port).then(
    (socket) => {
      socket.destroy();
      return false;
    },
    () => true,
  );
}

/** Polls until new connections are refused, up to timeoutMs. */
export async function waitRefused(port: number, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await refused(port)) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}
