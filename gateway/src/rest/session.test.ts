import { describe, expect, it } from 'vitest';
import { seg } from './session.js';

describe('seg (issue 34: ids . and .. cannot traverse)', () => {
  it('encodes the dot-segments "." and ".." so that no URL parser resolves them', () => {
    for (const id of ['.', '..']) {
      const path = `/api/v1/user/get/${seg(id)}`;
      expect(path).not.toMatch(/\/(\.|%2e){1,2}$/i);
      // WHATWG URL (fetch, undici's URL handling, many proxies) keeps the segment.
      expect(new URL(`http://api${path}`).pathname).toBe(path);
      // The api decodes it once: an id that cannot exist, never the parent path.
      expect(decodeURIComponent(seg(id))).not.toBe(id);
    }
  });

  it('encodes every other id as one segment', () => {
    expect(seg('abc-123')).toBe('abc-123');
    expect(seg('...')).toBe('...');
    expect(seg('a.b')).toBe('a.b');
    expect(seg('../x')).toBe('..%2Fx');
    expect(seg('a b/c?d#e')).toBe('a%20b%2Fc%3Fd%23e');
  });
});
