import { describe, expect, it } from 'vitest';
import { renamedForRetry } from './uploadMessage';

describe('renamedForRetry', () => {
  it('keeps the stem, extension and type, and adds the time so the name is new', () => {
    const file = new File(['x'], 'dog photo.png', { type: 'image/png' });
    const renamed = renamedForRetry(file, new Date(2026, 10, 23, 16, 45, 1));
    expect(renamed.name).toBe('dog photo-20261123-164501.png');
    expect(renamed.type).toBe('image/png');
    expect(renamed.size).toBe(1);
  });

  it('renames a file without an extension', () => {
    const renamed = renamedForRetry(new File(['x'], 'scan'), new Date(2026, 0, 2, 3, 4, 5));
    expect(renamed.name).toBe('scan-20260102-030405');
  });
});
