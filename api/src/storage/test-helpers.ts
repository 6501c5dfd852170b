import { request as httpRequest } from 'node:http';
import type { TestApi } from '../test-support/api.js';
import { encodePng } from './placeholder.js';

/** A small valid PNG whose pixels depend on `seed`, so two fixtures never share bytes. */
export function pngBytes(seed = 1): Buffer {
  return encodePng(8, 6, (x, y) => [(x * 31 + seed) % 256, (y * 47 + seed * 7) % 256, seed % 256]);
}

/** Starts like a JPEG (SOI + APP0 marker); enough for the magic-number check. */
export function jpegBytes(): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0 test jpeg'),
  ]);
}

export interface RawResponse {
  status: number;
  headers: Headers;
  bytes: Buffer;
  json: Record<string, unknown>;
}

async function toRaw(res: Response): Promise<RawResponse> {
  const bytes = Buffer.from(await res.arrayBuffer());
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(bytes.toString('utf8')) as Record<string, unknown>;
  } catch {
    json = {};
  }
  return { status: res.status, headers: res.headers, bytes, json };
}

/** A request to an absolute URL, without any bearer token. */
export async function rawFetch(url: string, init: RequestInit = {}): Promise<RawResponse> {
  return toRaw(await fetch(url, init));
}

/** PUTs bytes to a signed URL. */
export function putBytes(
  url: string,
  bytes: Uint8Array,
  contentType: string,
): Promise<RawResponse> {
  return rawFetch(url, { method: 'PUT', body: bytes, headers: { 'content-type': contentType } });
}

/** Asks a signed URL from an area and uploads the bytes to it. Returns the stored name. */
export async function uploadImage(
  api: TestApi,
  fileName: string,
  bytes: Uint8Array = pngBytes(),
  options: { path?: string; contentType?: string } = {},
): Promise<string> {
  const signed = await api.call('POST', options.path ?? '/gallery/signed-url', { fileName });
  if (signed.status !== 200) throw new Error(`signed-url failed: ${JSON.stringify(signed.body)}`);
  const data = signed.body.data as { signedUrl: string; fileNameWithPrefix: string };
  const put = await putBytes(data.signedUrl, bytes, options.contentType ?? 'image/png');
  if (put.status !== 200) throw new Error(`upload failed: ${JSON.stringify(put.json)}`);
  return data.fileNameWithPrefix;
}

/** GET with the path sent exactly as written (fetch would normalise "..", "%2e%2e" and the like). */
export function rawGet(baseUrl: string, path: string): Promise<{ status: number; body: string }> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: url.hostname, port: url.port, path, method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** A multipart upload with one file part. */
export async function multipartUpload(
  api: TestApi,
  path: string,
  file: { bytes: Uint8Array; name: string; type: string },
  options: { token?: string | null; field?: string } = {},
): Promise<RawResponse> {
  const form = new FormData();
  form.append(options.field ?? 'file', new Blob([file.bytes], { type: file.type }), file.name);
  const token = options.token === undefined ? api.token : options.token;
  return rawFetch(`${api.url}/api/v1${path}`, {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}
