import { describe, expect, it } from 'vitest';
import { sizesFrom } from './support/sizes';

describe('verify sizes', () => {
  it('--full is the whole proof: 200 clients for 30 s, 1 000 random operations, both databases', () => {
    expect(sizesFrom(['--full'])).toMatchObject({
      load: { connections: 200, durationSeconds: 30 },
      randomOperations: 1000,
      suitesOnPglite: true,
    });
  });

  it('the default (CI) is shorter but still loads and fuzzes: every check runs', () => {
    const short = sizesFrom([]);
    expect(short.name).toBe('short');
    expect(short.load.connections).toBeGreaterThanOrEqual(50);
    expect(short.load.durationSeconds).toBeGreaterThanOrEqual(10);
    expect(short.randomOperations).toBeGreaterThanOrEqual(250);
  });

  it('--light stays a smoke run', () => {
    expect(sizesFrom(['--light']).load).toEqual({ connections: 20, durationSeconds: 5 });
  });
});
