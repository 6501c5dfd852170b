import { describe, expect, it } from 'vitest';
import { sniffImageType } from './image-types.js';
import { isValidStoredName, sanitiseFileName, storedNameFromRef } from './names.js';
import { signedUploadUrl, uploadSignature, verifyUploadSignature } from './signing.js';

describe('stored names', () => {
  it('makes user file names safe', () => {
    expect(sanitiseFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitiseFileName('..')).toBeUndefined();
    expect(sanitiseFileName('.hidden.png')).toBe('hidden.png');
    expect(sanitiseFileName('ドッグラン 2024/夏!!.JPEG')).toBe('夏.jpeg');
    expect(sanitiseFileName('a b  c.png')).toBe('a-b-c.png');
    expect(sanitiseFileName('%00.png')).toBe('00.png');
  });

  it('accepts only safe relative paths', () => {
    for (const bad of [
      '',
      '/a.png',
      'a//b.png',
      '../a.png',
      'a/../b.png',
      'a/./b',
      '.a',
      'a\\b',
      'a/b/c/d/e.png',
      'x'.repeat(201),
    ]) {
      expect(isValidStoredName(bad), bad).toBe(false);
    }
    expect(isValidStoredName('gallery/犬の写真.png')).toBe(true);
  });

  it('reads a stored name from a name or a files URL', () => {
    expect(storedNameFromRef('gallery/a.png')).toBe('gallery/a.png');
    expect(storedNameFromRef('http://h:1/api/v1/files/gallery/%E7%8A%AC.png?x=1')).toBe(
      'gallery/犬.png',
    );
    expect(storedNameFromRef('http://h/api/v1/files/..%2Fx')).toBeUndefined();
    expect(storedNameFromRef('https://elsewhere.example/pic.png')).toBeUndefined();
  });
});

describe('signatures', () => {
  const now = Date.parse('2026-11-21T10:00:00Z');
  it('verifies its own URLs until they expire', () => {
    const { url, expires } = signedUploadUrl('http://h', 'secret', 'gallery/a.png', now);
    const signature = new URL(url).searchParams.get('signature')!;
    expect(verifyUploadSignature('secret', 'gallery/a.png', String(expires), signature, now)).toBe(
      true,
    );
    expect(
      verifyUploadSignature('secret', 'gallery/a.png', String(expires), signature, now + 901_000),
    ).toBe(false);
    expect(verifyUploadSignature('other', 'gallery/a.png', String(expires), signature, now)).toBe(
      false,
    );
    expect(verifyUploadSignature('secret', 'gallery/b.png', String(expires), signature, now)).toBe(
      false,
    );
    expect(verifyUploadSignature('secret', 'gallery/a.png', `${expires}1`, signature, now)).toBe(
      false,
    );
    expect(
      verifyUploadSignature(
        'secret',
        'gallery/a.png',
        String(expires),
        signature.toUpperCase(),
        now,
      ),
    ).toBe(false);
    expect(verifyUploadSignature('secret', 'gallery/a.png', undefined, undefined, now)).toBe(false);
    expect(uploadSignature('secret', 'a', 1)).not.toBe(uploadSignature('secret', 'a1', 1));
  });
});

describe('magic numbers', () => {
  it('recognises the four image types and nothing else', () => {
    expect(sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))).toBe('image/jpeg');
    expect(sniffImageType(Buffer.from('GIF89a...'))).toBe('image/gif');
    expect(sniffImageType(Buffer.from('RIFF\0\0\0\0WEBPVP8 ', 'latin1'))).toBe('image/webp');
    expect(sniffImageType(Buffer.from('RIFF\0\0\0\0WAVEfmt ', 'latin1'))).toBeUndefined();
    expect(sniffImageType(Buffer.from('<svg/>'))).toBeUndefined();
  });
});
