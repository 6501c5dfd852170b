import { describe, expect, it } from 'vitest';
import { isoTimeOncePerMs } from './logger.js';

describe('isoTimeOncePerMs', () => {
  it("writes pino's isoTime field for the current millisecond", () => {
    let now = Date.UTC(2026, 10, 21, 9, 30, 0, 123);
    const time = isoTimeOncePerMs(() => now);
    expect(time()).toBe(',"time":"2026-11-21T09:30:00.123Z"');
    expect(time()).toBe(',"time":"2026-11-21T09:30:00.123Z"');
    now += 1;
    expect(time()).toBe(',"time":"2026-11-21T09:30:00.124Z"');
  });

  it('is a valid JSON fragment that parses back to the same instant', () => {
    const now = Date.now();
    const line = JSON.parse(`{"level":30${isoTimeOncePerMs(() => now)()}}`) as { time: string };
    expect(Date.parse(line.time)).toBe(now);
  });
});
