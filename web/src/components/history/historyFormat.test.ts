import { describe, expect, it } from 'vitest';
import {
  actorText,
  canRevert,
  changeLines,
  dayText,
  formatHistoryValue,
  listText,
  operationLabel,
  type HistoryFields,
} from './historyFormat';

const fields: HistoryFields = {
  price: { label: '平日料金', kind: 'yen' },
  startDate: { label: '開始日', kind: 'date' },
  status: { label: 'ステータス', kind: 'status' },
  dogType: { label: '犬の種類', kind: { labels: { SMALL: '小型犬', BOTH: '両方' } } },
  dogsAllowed: { label: '犬の同伴', kind: 'bool' },
  addOns: { label: 'オプション' },
};

describe('formatHistoryValue', () => {
  it('writes yen, days, statuses, enums and booleans as the screens do', () => {
    expect(formatHistoryValue(12000, 'yen')).toBe('￥12,000');
    expect(formatHistoryValue('2027-02-01', 'date')).toBe('2027/02/01');
    expect(formatHistoryValue('ACTIVE', 'status')).toBe('有効');
    expect(formatHistoryValue('INACTIVE', 'status')).toBe('無効');
    expect(formatHistoryValue('SMALL', { labels: { SMALL: '小型犬' } })).toBe('小型犬');
    expect(formatHistoryValue(true, 'bool')).toBe('はい');
    expect(formatHistoryValue(false, 'bool')).toBe('いいえ');
    expect(formatHistoryValue(15, 'percent')).toBe('15%');
    expect(formatHistoryValue(1234567, 'count')).toBe('1,234,567');
  });

  it('reads values without a kind from what they are', () => {
    expect(formatHistoryValue(true)).toBe('はい');
    expect(formatHistoryValue('2027-02-01')).toBe('2027/02/01');
    expect(formatHistoryValue(3000)).toBe('3,000');
    expect(formatHistoryValue('手ぶらBBQ')).toBe('手ぶらBBQ');
    expect(formatHistoryValue(null)).toBe('（なし）');
    expect(formatHistoryValue('')).toBe('（なし）');
    // An enum value its labels lack stays as sent rather than vanishing.
    expect(formatHistoryValue('COMBINED', { labels: { SMALL: '小型犬' } })).toBe('COMBINED');
  });

  it('summarises lists by count and their first items by name', () => {
    expect(listText([])).toBe('（なし）');
    expect(listText([{ title: 'BBQセット' }, { title: '花火' }])).toBe('2件（BBQセット、花火）');
    expect(
      listText([
        { startTime: '09:00', endTime: '12:00' },
        { startTime: '13:00', endTime: '17:00' },
      ]),
    ).toBe('2件（09:00〜12:00、13:00〜17:00）');
    expect(listText(['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg', 'e.jpg'])).toBe(
      '5件（a.jpg、b.jpg、c.jpg、ほか2件）',
    );
    expect(listText([{ fileName: 'cover.png', url: '/x' }])).toBe('1件（cover.png）');
  });

  it('writes a day as 2027/02/01', () => {
    expect(dayText('2027-02-01')).toBe('2027/02/01');
    expect(dayText('not a day')).toBe('not a day');
  });
});

describe('changeLines', () => {
  it("labels each field in the area's words and formats both values", () => {
    const lines = changeLines(
      {
        changes: [
          { field: 'price', before: 12000, after: 13500 },
          { field: 'dogType', before: 'SMALL', after: 'BOTH' },
          { field: 'dogsAllowed', before: false, after: true },
          { field: 'addOns', before: [], after: [{ title: 'BBQセット' }] },
          { field: 'unknownField', before: 'a', after: 'b' },
        ],
      },
      fields,
    );
    expect(lines.map((l) => `${l.label}: ${l.before} → ${l.after}`)).toEqual([
      '平日料金: ￥12,000 → ￥13,500',
      '犬の種類: 小型犬 → 両方',
      '犬の同伴: いいえ → はい',
      'オプション: （なし） → 1件（BBQセット）',
      'unknownField: a → b',
    ]);
  });

  it('never shows a password, only that it changed', () => {
    const [line] = changeLines({ changes: [{ field: 'password', before: null, after: null }] }, {});
    expect(line).toMatchObject({ secret: true, before: '', after: '' });
  });
});

describe('event texts', () => {
  it('names operations in Japanese', () => {
    expect(
      ['CREATE', 'UPDATE', 'DELETE', 'RESTORE', 'REVERT'].map((o) => operationLabel(o as never)),
    ).toEqual(['作成', '更新', '削除', '復元', '取り消し']);
  });

  it('names a key with its id, a person by name', () => {
    expect(actorText({ userId: 'u1', name: '佐藤 花子', via: 'SESSION', keyId: null })).toBe(
      '佐藤 花子',
    );
    expect(actorText({ userId: 'u9', name: '在庫連携', via: 'KEY', keyId: 'k42' })).toBe(
      '在庫連携（連携キー: k42）',
    );
  });

  it('offers 元に戻す only on a revertible event nobody has undone', () => {
    expect(canRevert({ revertible: true, revertedBy: null })).toBe(true);
    expect(canRevert({ revertible: true, revertedBy: 'e2' })).toBe(false);
    expect(canRevert({ revertible: false, revertedBy: null })).toBe(false);
  });
});
