import { graphQLErrorsOf } from '../errors/gatewayError';
import { presentError } from '../errors/presentError';
import { ja } from '../../i18n/ja';
import { UploadRefused } from './putFile';

/** The api's code for a file name already stored (asked for a URL, or when the bytes arrive). */
const NAME_TAKEN = 5300;

function upstreamCodeOf(error: unknown): number | undefined {
  const code = graphQLErrorsOf(error)[0]?.extensions?.upstreamCode;
  return typeof code === 'number' ? code : undefined;
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
  if (upstreamCodeOf(error) === NAME_TAKEN) return t.duplicate(fileName);
  return presentError(error).message;
}
