import { readFailure } from '../errors/gatewayError';
import { presentError } from '../errors/presentError';
import { ja } from '../../i18n/ja';
import { UploadRefused } from './putFile';

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
