/**
 * The upstream hands out absolute URLs on its own public origin for stored files and signed
 * uploads. The gateway proxies both paths (see http/proxy.ts), so clients get them as paths on the
 * gateway's origin: the browser never needs to reach the upstream. URLs elsewhere (e.g. an object
 * storage host of another upstream) are passed through unchanged.
 */
const PROXIED_PATHS = ['/api/v1/files/', '/api/v1/storage/upload/'];

export function onGatewayOrigin(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://gateway.invalid');
  } catch {
    return url;
  }
  return PROXIED_PATHS.some((p) => parsed.pathname.startsWith(p))
    ? `${parsed.pathname}${parsed.search}`
    : url;
}

/** A file URL of a REST record: `""` (no file) → null, else its gateway path. */
export function fileUrlOrNull(url: string | null): string | null {
  return url ? onGatewayOrigin(url) : null;
}

/** The expiry a signed URL carries in `expires` (Unix seconds), as ISO 8601; null when absent. */
export function expiryOf(url: string): string | null {
  let expires: string | null;
  try {
    expires = new URL(url, 'http://gateway.invalid').searchParams.get('expires');
  } catch {
    return null;
  }
  if (!expires || !/^\d{1,12}$/.test(expires)) return null;
  return new Date(Number(expires) * 1000).toISOString();
}
