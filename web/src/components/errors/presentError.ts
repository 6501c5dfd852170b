import { ja } from '../../i18n/ja';
import { readFailure, type ErrorKind, type GatewayFailure } from './gatewayError';

/** How a failure is shown: the Japanese text, and what the user can do about it. */
export interface PresentedError {
  kind: ErrorKind;
  message: string;
  /** `お問い合わせ番号: …` when the gateway gave a request id. */
  detail: string | undefined;
  /** Worth trying again as is (timeouts, unavailable, network). */
  retryable: boolean;
  /** Someone else changed the row: offer to reload it. */
  reloadable: boolean;
  /** The shell handles it (UNAUTHENTICATED sends the user to sign-in): show nothing. */
  silent: boolean;
  fieldErrors: GatewayFailure['fieldErrors'];
}

const RETRYABLE: ReadonlySet<ErrorKind> = new Set([
  'UPSTREAM_TIMEOUT',
  'UPSTREAM_UNAVAILABLE',
  'NETWORK',
  'INTERNAL_SERVER_ERROR',
]);

function messageFor(failure: GatewayFailure): string {
  switch (failure.kind) {
    case 'DOMAIN_ERROR':
      return failure.serverMessage ?? ja.errors.UNKNOWN;
    case 'BAD_USER_INPUT':
      // The per-field messages go under their fields; a message without fields is the server's.
      return failure.fieldErrors.length === 0 && failure.serverMessage
        ? failure.serverMessage
        : ja.errors.BAD_USER_INPUT;
    case 'NETWORK':
      return ja.errors.NETWORK;
    case 'UNKNOWN':
      return ja.errors.UNKNOWN;
    default:
      return ja.errors[failure.kind];
  }
}

/** The one error presenter: every gateway code → the right Japanese message. */
export function presentError(error: unknown): PresentedError {
  const failure = readFailure(error);
  return {
    kind: failure.kind,
    message: messageFor(failure),
    detail: failure.requestId ? ja.errors.requestId(failure.requestId) : undefined,
    retryable: RETRYABLE.has(failure.kind),
    reloadable: failure.kind === 'CONFLICT',
    silent: failure.kind === 'UNAUTHENTICATED',
    fieldErrors: failure.fieldErrors,
  };
}
