import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRESETS } from './useDashboardRange';

afterEach(() => vi.useRealTimers());

describe('the dashboard presets', () => {
  it('今月 covers the whole month in Japan, its days to come too', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 2026-02-10 09:00 in Japan.
    vi.setSystemTime(new Date('2026-02-10T00:00:00Z'));
    expect(PRESETS.month()).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    // 2026-12-31 23:30 UTC is already 2027-01-01 in Japan.
    vi.setSystemTime(new Date('2026-12-31T23:30:00Z'));
    expect(PRESETS.month()).toEqual({ from: '2027-01-01', to: '2027-01-31' });
  });
});
