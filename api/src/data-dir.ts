import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Only the api's own user may read DATA_DIR: it holds password hashes (database and its WAL). */
export const DIR_MODE = 0o700;
export const FILE_MODE = 0o600;
/** The process umask of the api: files the embedded database creates itself get no group/other bits. */
export const API_UMASK = 0o077;

/**
 * Sets the api process's umask to 0o077, so every file and folder created later (PGlite's data
 * files and write-ahead log, which we do not create ourselves) is private to its user. Worker
 * threads cannot change the umask; there the folder modes below still hold.
 */
export function restrictUmask(): void {
  try {
    process.umask(API_UMASK);
  } catch {
    // not supported in worker threads
  }
}

/**
 * Creates DATA_DIR as 0700 and takes group and other bits off everything already in it (folders
 * 0700, files 0600: group and other bits off), so a DATA_DIR made by an older version or by hand is private too. Symbolic
 * links are left alone (never followed). Returns how many entries were changed.
 */
export function secureDataDir(dataDir: string): number {
  mkdirSync(dataDir, { recursive: true, mode: DIR_MODE });
  let changed = 0;
  const walk = (path: string) => {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) return;
    const want = stat.isDirectory() ? DIR_MODE : FILE_MODE;
    if ((stat.mode & 0o777) !== want) {
      chmodSync(path, want);
      changed++;
    }
    if (stat.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
  };
  walk(dataDir);
  return changed;
}
