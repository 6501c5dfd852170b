import { describe, expect, it } from 'vitest';
import type { SeasonOverlapQuery } from '../../__generated__/graphql';
import { overlapLines, periodText } from './seasonOverlapLines';

type Impact = NonNullable<SeasonOverlapQuery['bookingImpact']>;

const impact = (over: Partial<Impact>): Impact => ({
  count: 0,
  leftOutBookings: 0,
  seasonOverlaps: [],
  slotChanges: [],
  ...over,
});
const winter = {
  season: { id: 'w', title: '冬季シーズン' },
  startDate: '2027-02-01',
  endDate: '2027-03-31',
};

describe('periodText', () => {
  it('writes the year once within one year, one day alone', () => {
    expect(periodText({ startDate: '2027-02-01', endDate: '2027-03-31' })).toBe(
      '2027/02/01〜03/31',
    );
    expect(periodText({ startDate: '2027-12-20', endDate: '2028-01-10' })).toBe(
      '2027/12/20〜2028/01/10',
    );
    expect(periodText({ startDate: '2027-02-01', endDate: '2027-02-01' })).toBe('2027/02/01');
  });
});

describe('overlapLines', () => {
  it('names per season overlapped the packages and days whose slots change', () => {
    const lines = overlapLines(
      impact({
        seasonOverlaps: [winter],
        slotChanges: [
          {
            packageId: 'p1',
            packageTitle: '手ぶらBBQプラン',
            days: 59,
            dateRanges: [{ startDate: '2027-02-01', endDate: '2027-03-31' }],
          },
          {
            packageId: 'p2',
            packageTitle: '森のグランピング',
            days: 3,
            dateRanges: [{ startDate: '2027-03-29', endDate: '2027-04-02' }],
          },
        ],
      }),
    );
    expect(lines).toEqual([
      '冬季シーズン と重なります：手ぶらBBQプラン 2027/02/01〜03/31、森のグランピング 2027/03/29〜03/31 の時間帯が変わります',
      '森のグランピング 2027/04/01〜04/02 の時間帯が変わります',
    ]);
  });

  it('says when an overlap changes no package, and what the save will ask about', () => {
    expect(
      overlapLines(impact({ seasonOverlaps: [winter], count: 2, leftOutBookings: 1 })),
    ).toEqual([
      '冬季シーズン と重なります（2027/02/01〜03/31）。時間帯が変わるパッケージはありません。',
      'この変更で予約3件が受けられなくなります。保存するときに確認します。',
    ]);
  });
});
