import { readFailure } from '../errors/gatewayError';
import { presentError } from '../errors/presentError';
import { ja } from '../../i18n/ja';
import { UploadRefused } from './putFile';

/** Whether the upload was refused because a file of that name is already stored. */
export function isNameTaken(error: unknown): boolean {
  return (
    (error instanceof UploadRefused && error.status === 409) ||
    readFailure(error).reason === 'DUPLICATE_FILE_NAME'
  );
}

/**
 * The same file under a name no one has stored yet ("dog.png" → "dog-20261123-164501.png"), for
 * staff who choose to upload it again after a duplicate-name refusal (a duplicate name is refused;
 * a file left by an earlier save that failed would otherwise block the retry for good).
 */
export function renamedForRetry(file: File, now: Date = new Date()): File {
  const dot = file.name.lastIndexOf('.');
  const stem = dot > 0 ? file.name.slice(0, dot) : file.name;
  const ext = dot > 0 ? file.name.slice(dot) : '';
  const p = (n: number) => String(n).padStart(2, '0');
  const stamp = `${now.getFullYear()}${p(now.getMonth() + 1)}${p(now.getDate())}-${p(now.getHours())}${p(now.getMinutes())}${p(now.getSeconds())}`;
  return new File([file], `${stem}-${stamp}${ext}`, { type: file.type });
}

/** What to tell the user about a failed upload of `fileName`. */
export function uploadFailureMessage(error: unknown, fileName: string): string {
  const t = ja.upload;
  if (error instanceof UploadRefused) {
    switch (error.status) {
      case 409:
        return t.duplicate(fileName);
      case 413:
        return t.tooLargeServer;
      case 415:
        return t.wrongType(fileName);
      case 403:
        return t.expired;
      default:
        return t.failed;
    }
  }
  // A file name already stored (asked for a URL, or when the bytes arrive): name the file.
  if (readFailure(error).reason === 'DUPLICATE_FILE_NAME') return t.duplicate(fileName);
  return presentError(error).message;
}
