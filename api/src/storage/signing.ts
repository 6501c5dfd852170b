import { createHmac, timingSafeEqual } from 'node:crypto';
import { encodeName } from './names.js';

/** Signed upload URLs are valid for 15 minutes. */
export const UPLOAD_URL_TTL_SECONDS = 15 * 60;
export const UPLOAD_PATH = '/api/v1/storage/upload/';

/** HMAC-SHA256 (hex) over the stored name and the expiry, keyed with the api's token secret. */
export function uploadSignature(secret: string, name: string, expires: number): string {
  return createHmac('sha256', secret).update(`upload\n${name}\n${expires}`).digest('hex');
}

/** The URL a browser PUTs the file to: `${publicUrl}/api/v1/storage/upload/<name>?expires&signature`. */
export function signedUploadUrl(
  publicUrl: string,
  secret: string,
  name: string,
  nowMs: number,
): { url: string; expires: number } {
  const expires = Math.floor(nowMs / 1000) + UPLOAD_URL_TTL_SECONDS;
  const signature = uploadSignature(secret, name, expires);
  return {
    url: `${publicUrl}${UPLOAD_PATH}${encodeName(name)}?expires=${expires}&signature=${signature}`,
    expires,
  };
}

/** Clock difference tolerated between the signer and the verifier (several api processes). */
const CLOCK_SKEW_SECONDS = 60;

/**
 * True when the signature matches the name and expiry, the expiry has not passed, and it lies at
 * most 15 minutes (plus a minute of clock skew) ahead: a URL signed to last longer (with the
 * secret, by anything but this api) is refused.
 */
export function verifyUploadSignature(
  secret: string,
  name: string,
  expiresRaw: unknown,
  signatureRaw: unknown,
  nowMs: number,
): boolean {
  if (typeof expiresRaw !== 'string' || !/^\d{1,12}$/.test(expiresRaw)) return false;
  if (typeof signatureRaw !== 'string' || !/^[0-9a-f]{64}$/.test(signatureRaw)) return false;
  const expires = Number(expiresRaw);
  if (expires * 1000 < nowMs) return false;
  if (expires * 1000 > nowMs + (UPLOAD_URL_TTL_SECONDS + CLOCK_SKEW_SECONDS) * 1000) return false;
  const expected = Buffer.from(uploadSignature(secret, name, expires), 'hex');
  return timingSafeEqual(expected, Buffer.from(signatureRaw, 'hex'));
}
