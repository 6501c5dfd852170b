import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { isValidStoredName } from './names.js';

/** The folder holding every stored file. */
export function filesRoot(dataDir: string): string {
  return resolve(dataDir, 'files');
}

/**
 * The absolute path of a stored name, or undefined when the name is not a safe relative path or
 * would resolve outside the files folder.
 */
export function diskPath(dataDir: string, name: string): string | undefined {
  if (!isValidStoredName(name)) return undefined;
  const root = filesRoot(dataDir);
  const path = resolve(root, name);
  return path.startsWith(root + sep) ? path : undefined;
}

/** Writes the bytes atomically: to a temporary file first, then renamed into place. */
export async function writeStoredBytes(
  dataDir: string,
  name: string,
  bytes: Uint8Array,
): Promise<void> {
  const path = diskPath(dataDir, name);
  if (!path) throw new Error('unsafe stored name');
  const incoming = join(filesRoot(dataDir), '.incoming');
  await mkdir(incoming, { recursive: true, mode: 0o700 });
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  const temp = join(incoming, randomUUID());
  try {
    await writeFile(temp, bytes, { flag: 'wx', mode: 0o600 });
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/** Removes the file of a stored name; a missing file is not an error. */
export async function removeStoredBytes(dataDir: string, name: string): Promise<void> {
  const path = diskPath(dataDir, name);
  if (path) await rm(path, { force: true });
}
