/** One REST field error, named as the REST contract names it (e.g. `timeSlot.0.startTime`). */
export interface RestFieldError {
  field: string;
  message: string;
}

/**
 * Every way a REST call can fail, after the envelope normaliser or the client classified it.
 * The error mapper turns each kind into one GraphQL error code.
 */
export type Failure =
  | { kind: 'unauthenticated'; message: string }
  | { kind: 'forbidden'; message: string }
  | { kind: 'not_found'; message: string }
  | { kind: 'validation'; message: string; fieldErrors: RestFieldError[] }
  | { kind: 'conflict'; message: string; upstreamCode: number | null }
  | { kind: 'domain'; message: string; upstreamCode: number | null }
  /** HTTP 429: the server asks the caller to slow down (`retryAfter` seconds, when it said). */
  | { kind: 'rate_limited'; message: string; retryAfter: number | null }
  /** 5xx, HTML pages, malformed or empty bodies, refused connections, unexpected shapes. */
  | { kind: 'unavailable'; reason: string }
  | { kind: 'timeout'; reason: string };

export type FailureKind = Failure['kind'];
