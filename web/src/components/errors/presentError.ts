import { ja } from '../../i18n/ja';
import { fieldErrorText } from './fieldErrorText';
import { readFailure, type ErrorKind, type FieldError, type GatewayFailure } from './gatewayError';

/** One field error as a form shows it. */
export interface PresentedFieldError {
  field: string;
  reason: FieldError['reason'];
  message: string;
  detail: string | undefined;
  raw: string;
}

/** How a failure is shown: the Japanese text, and what the user can do about it. */
export interface PresentedError {
  kind: ErrorKind;
  message: string;
  /**
   * For support, behind the 詳細 disclosure: the server's own words (unless they are the headline)
   * then `お問い合わせ番号: …` when the gateway gave a request id.
   */
  detail: string | undefined;
  /** Worth trying again as is (timeouts, unavailable, network). */
  retryable: boolean;
  /** Someone else changed the row: offer to reload it. */
  reloadable: boolean;
  /** The shell handles it (UNAUTHENTICATED sends the user to sign-in): show nothing. */
  silent: boolean;
  /** A DOMAIN_ERROR's reason (`extensions.reason`), e.g. CURRENT_PASSWORD_WRONG. */
  reason: string | undefined;
  /**
   * The server's field errors, each with a Japanese `message` chosen by its field and reason; the
   * server's own words stay in `raw`, and in `detail` when the Japanese is the generic text.
   */
  fieldErrors: PresentedFieldError[];
}

const RETRYABLE: ReadonlySet<ErrorKind> = new Set([
  'UPSTREAM_TIMEOUT',
  'UPSTREAM_UNAVAILABLE',
  'NETWORK',
  'INTERNAL_SERVER_ERROR',
]);

type KnownReason = keyof typeof ja.domainErrors;

/** A reason the catalogue has a sentence for (every DomainErrorReason but OTHER). */
export const isKnownReason = (reason: string | undefined): reason is KnownReason =>
  reason !== undefined && Object.hasOwn(ja.domainErrors, reason);

/** The Japanese sentence for a DOMAIN_ERROR whose reason the catalogue knows. */
function domainSentence(failure: GatewayFailure): string | undefined {
  if (failure.kind !== 'DOMAIN_ERROR' || !isKnownReason(failure.reason)) return undefined;
  if (failure.reason === 'DASHBOARD_RANGE_TOO_LONG' && failure.limit) {
    return ja.errors.rangeTooLong(failure.limit.value, failure.limit.unit);
  }
  return ja.domainErrors[failure.reason];
}

/** Text a person at the desk can read: it has kana or kanji (a Japanese REST server's words). */
const JAPANESE = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;

function messageFor(failure: GatewayFailure): string {
  switch (failure.kind) {
    case 'DOMAIN_ERROR':
      // A known reason in Japanese. OTHER (or none): the server's words when they are Japanese,
      // else a Japanese headline with the server's words under 詳細 (never English alone).
      return (
        domainSentence(failure) ??
        (failure.serverMessage && JAPANESE.test(failure.serverMessage)
          ? failure.serverMessage
          : ja.errors.DOMAIN_ERROR)
      );
    case 'BAD_USER_INPUT':
      // The per-field messages go under their fields (in Japanese); the server's words under 詳細.
      return ja.errors.BAD_USER_INPUT;
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
  const requestId = failure.requestId ? ja.errors.requestId(failure.requestId) : undefined;
  const message = messageFor(failure);
  // The server's own words stay for support (unless they are the headline), then the request id.
  const fieldWords = failure.fieldErrors.map((fe) => fe.message);
  const serverWords = fieldWords.length > 0 ? fieldWords : [failure.serverMessage];
  const words = [...new Set(serverWords)].filter((w) => w && w !== message);
  const detail = [...words, requestId].filter(Boolean).join(' / ') || undefined;
  return {
    kind: failure.kind,
    message,
    detail,
    retryable: RETRYABLE.has(failure.kind),
    reloadable: failure.kind === 'CONFLICT',
    silent: failure.kind === 'UNAUTHENTICATED',
    reason: failure.kind === 'DOMAIN_ERROR' ? failure.reason : undefined,
    fieldErrors: failure.fieldErrors.map((fe) => ({
      field: fe.field,
      reason: fe.reason,
      ...fieldErrorText(fe),
      raw: fe.message,
    })),
  };
}
