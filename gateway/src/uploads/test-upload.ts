import { expect } from 'vitest';
import { dataOf } from '../test-support/expect.js';
import type { Stack } from '../test-support/stack.js';

/** A valid 1×1 PNG. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export const CREATE_UPLOAD_URL = `mutation Upload($kind: UploadKind!, $fileName: String!) {
  createUploadUrl(kind: $kind, fileName: $fileName) { uploadUrl fileName expiresAt }
}`;

export interface UploadUrl {
  uploadUrl: string;
  fileName: string;
  expiresAt: string | null;
}

/** PUTs bytes to an upload URL on the gateway's origin, the way the browser does. */
export function putOnGateway(stack: Stack, uploadUrl: string, bytes: Uint8Array = PNG_BYTES) {
  return fetch(new URL(uploadUrl, stack.gateway.url), {
    method: 'PUT',
    headers: { 'content-type': 'image/png' },
    body: bytes,
  });
}

/** The whole upload through the gateway; returns the stored name to put in a record. */
export async function uploadThroughGateway(
  stack: Stack,
  kind: 'GALLERY' | 'NEWS',
  fileName: string,
): Promise<string> {
  const signed = dataOf(
    await stack.gql<{ createUploadUrl: UploadUrl }>(CREATE_UPLOAD_URL, { kind, fileName }),
  ).createUploadUrl;
  const put = await putOnGateway(stack, signed.uploadUrl);
  expect(put.status).toBe(200);
  return signed.fileName;
}

/** GETs a file URL of the schema (a path on the gateway's origin) through the gateway. */
export const getOnGateway = (stack: Stack, url: string) => fetch(new URL(url, stack.gateway.url));
