// Issue 16, findings 10d and 10e: credentials signed with the api's own secret but without an
// end (a token with no `exp`, an upload URL valid for ten years) are refused over HTTP.
import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngBytes, putBytes } from '../storage/test-helpers.js';
import { UPLOAD_PATH, uploadSignature } from '../storage/signing.js';
import { startTestApi, type TestApi } from '../test-support/api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ seed: false });
});
afterAll(() => api?.close());

const key = () => new TextEncoder().encode(api.config.tokenSecret);
const adminId = () => String(decodeJwt(api.token).sub);

describe('10d: access tokens must expire', () => {
  it('refuses a correctly signed token without exp with 401', async () => {
    const forever = await new SignJWT({ role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(adminId())
      .setIssuedAt()
      .sign(key());
    const res = await api.call('GET', '/season/list', undefined, { token: forever });
    expect(res.status).toBe(401);
  });

  it('accepts the same token with an exp', async () => {
    const token = await new SignJWT({ role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(adminId())
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(key());
    const res = await api.call('GET', '/season/list', undefined, { token });
    expect(res.status).toBe(200);
  });
});

describe('10e: upload URLs last at most 15 minutes', () => {
  const signedFor = (name: string, secondsAhead: number) => {
    const expires = Math.floor(Date.now() / 1000) + secondsAhead;
    const signature = uploadSignature(api.config.tokenSecret, name, expires);
    return `${api.url}${UPLOAD_PATH}${name}?expires=${expires}&signature=${signature}`;
  };

  it('refuses a correctly signed URL valid for ten years with 403 / 5301', async () => {
    const res = await putBytes(
      signedFor('gallery/ten-years.png', 10 * 365 * 86_400),
      pngBytes(),
      'image/png',
    );
    expect(res.status).toBe(403);
    expect(res.json.statusCode).toBe(5301);
  });

  it('refuses one valid for an hour, accepts one for 14 minutes', async () => {
    expect(
      (await putBytes(signedFor('gallery/hour.png', 3600), pngBytes(2), 'image/png')).status,
    ).toBe(403);
    expect(
      (await putBytes(signedFor('gallery/fourteen.png', 14 * 60), pngBytes(3), 'image/png')).status,
    ).toBe(200);
  });

  it('the URLs the api hands out say 15 minutes', async () => {
    const res = await api.call('POST', '/gallery/signed-url', { fileName: 'mine.png' });
    const url = new URL((res.body.data as { signedUrl: string }).signedUrl);
    const ahead = Number(url.searchParams.get('expires')) - Date.now() / 1000;
    expect(ahead).toBeGreaterThan(14 * 60);
    expect(ahead).toBeLessThanOrEqual(15 * 60);
  });
});
