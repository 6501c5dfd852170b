/**
 * What the trail may keep of a value: never a password, token or secret (the field is dropped, or
 * recorded as changed with null on both sides by the caller), and images as their file names
 * (a gateway path `/api/v1/files/…` becomes the stored file's name, a URL loses its query).
 */
const SECRET = /password|token|secret|apikey/i;
const FILE_URL = /^(https?:\/\/|\/api\/v1\/files\/|\/files\/)/i;

export function isSecretField(name: string): boolean {
  return SECRET.test(name);
}

export function sanitize(value: unknown): unknown {
  if (typeof value === 'function') return undefined;
  if (typeof value === 'string') return FILE_URL.test(value) ? fileRefOf(value) : value;
  if (Array.isArray(value)) return value.map(sanitize);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
      if (isSecretField(key)) continue;
      const kept = sanitize(inner);
      if (kept !== undefined) out[key] = kept;
    }
    return out;
  }
  return value;
}

/**
 * A stored file's name as the writes take it (`packages/a.jpg` from `/api/v1/files/packages/a.jpg`),
 * or an outside image's URL without its query (a signature is not kept).
 */
function fileRefOf(url: string): string {
  const path = url.split(/[?#]/)[0] ?? url;
  const stored = /^\/(?:api\/v1\/)?files\/(.+)$/i.exec(path);
  if (!stored) return path;
  try {
    return decodeURIComponent(stored[1]!);
  } catch {
    return stored[1]!;
  }
}
