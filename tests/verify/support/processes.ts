// Real processes of the product, started the way production starts them: Node 24 from
// node_modules/.bin, one process per part (so its pid is the server's); TypeScript entries with
// tsx as a loader (the api), compiled ones as they are (the gateway's gateway/dist/main.js).
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../../..');
const BIN = join(ROOT, 'node_modules', '.bin');

/** Every process started here, killed if this process ends first (a crash must not leak them). */
const live = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

export interface Proc {
  readonly name: string;
  readonly child: ChildProcess;
  readonly pid: number;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code (or the signal's name) once it has exited. */
  readonly exited: Promise<number | string>;
  running(): boolean;
}

export interface SpawnOptions {
  name: string;
  entry: string;
  env: Record<string, string>;
  args?: string[];
  nodeFlags?: string[];
}

/**
 * Starts `node [--import tsx] <entry>` from the repository root with a PATH that has Node 24
 * first; tsx only for a TypeScript entry.
 */
export function spawnPart(options: SpawnOptions): Proc {
  const child = spawn(
    join(BIN, 'node'),
    [
      ...(options.nodeFlags ?? []),
      ...(options.entry.endsWith('.ts') ? ['--import', 'tsx'] : []),
      options.entry,
      ...(options.args ?? []),
    ],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        PATH: `${BIN}${delimiter}${process.env.PATH ?? ''}`,
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let log = '';
  const keep = (chunk: Buffer) => {
    log += chunk.toString();
    // Bounded: the tail is what explains a failure.
    if (log.length > 400_000) log = log.slice(-200_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  live.add(child);
  const exited = new Promise<number | string>((done) =>
    child.once('exit', (code, signal) => {
      live.delete(child);
      done(code ?? signal ?? 'unknown');
    }),
  );
  if (!child.pid) throw new Error(`${options.name} did not start`);
  const pid = child.pid;
  return {
    name: options.name,
    child,
    pid,
    output: () => log,
    exited,
    running: () => child.exitCode === null && child.signalCode === null,
  };
}

/** Polls url until it answers 2xx; fails early when the process exits. */
export async function waitHealthy(proc: Proc, url: string, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (!proc.running()) throw new Error(`${proc.name} exited:\n${proc.output().slice(-4000)}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${proc.name} not healthy at ${url}:\n${proc.output().slice(-4000)}`);
}

/** SIGTERM, then SIGKILL after graceMs; resolves with how it ended. */
export async function stop(proc: Proc, graceMs = 15_000): Promise<number | string> {
  if (proc.running()) proc.child.kill('SIGTERM');
  const killer = setTimeout(() => proc.child.kill('SIGKILL'), graceMs);
  const how = await proc.exited;
  clearTimeout(killer);
  return how;
}

/**
 * Resident memory of a process in bytes (Linux /proc): now (VmRSS) or the highest it has been since
 * it started (VmHWM, the kernel's high-water mark, so no sample can miss the peak).
 */
export function rssBytes(pid: number, field: 'VmRSS' | 'VmHWM' = 'VmRSS'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1];
  if (!kb) throw new Error(`no ${field} for ${pid}`);
  return Number(kb) * 1024;
}

export const mib = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** Pids whose parent is pid, found in /proc. */
export function childPids(pid: number): number[] {
  const out: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Field 4 is the parent pid; the command name (field 2) may contain spaces.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) out.push(Number(entry));
    } catch {
      // exited meanwhile
    }
  }
  return out;
}

/** The process and every descendant, depth first. */
export function processTree(pid: number): number[] {
  return [pid, ...childPids(pid).flatMap((child) => processTree(child))];
}

export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return !readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ');
  } catch {
    return false;
  }
}
