import { describe, expect, it } from 'vitest';
import { expiryOf, fileUrlOrNull, onGatewayOrigin } from './urls.js';

describe('upstream file and upload URLs on the gateway origin', () => {
  it.each([
    ['http://127.0.0.1:4001/api/v1/files/gallery/a.png', '/api/v1/files/gallery/a.png'],
    [
      'https://api.internal:8443/api/v1/files/news/%E7%8A%AC.png',
      '/api/v1/files/news/%E7%8A%AC.png',
    ],
    [
      'http://api:4001/api/v1/storage/upload/gallery/a.png?expires=1&signature=ab',
      '/api/v1/storage/upload/gallery/a.png?expires=1&signature=ab',
    ],
    ['/api/v1/files/gallery/a.png', '/api/v1/files/gallery/a.png'],
    // Not proxied by the gateway: left as the upstream gave it.
    [
      'https://bucket.s3.example.com/gallery/a.png?X-Amz=1',
      'https://bucket.s3.example.com/gallery/a.png?X-Amz=1',
    ],
    ['http://api:4001/api/v1/other/a.png', 'http://api:4001/api/v1/other/a.png'],
  ])('%s → %s', (from, to) => {
    expect(onGatewayOrigin(from)).toBe(to);
  });

  it('reads "" and null as no file', () => {
    expect(fileUrlOrNull('')).toBeNull();
    expect(fileUrlOrNull(null)).toBeNull();
  });

  it('reads the expiry of a signed URL, or null', () => {
    expect(expiryOf('/api/v1/storage/upload/a.png?expires=1800000000&signature=ab')).toBe(
      '2027-01-15T08:00:00.000Z',
    );
    expect(expiryOf('/api/v1/storage/upload/a.png?signature=ab')).toBeNull();
    expect(expiryOf('/api/v1/storage/upload/a.png?expires=soon')).toBeNull();
  });
});
