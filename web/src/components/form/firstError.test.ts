import { ja } from '../../i18n/ja';
import { describe, expect, it } from 'vitest';
import { seasonSchema, type SeasonValues } from '../../features/seasons/seasonSchema';
import { errorPaths, firstErrorPath, sortBySchema, validateWithSchema } from './firstError';

const slot = (startTime: string, endTime: string, key = `${startTime}-${endTime}`) => ({
  id: '',
  key,
  startTime,
  endTime,
});

const base = (patch: Partial<SeasonValues> = {}): SeasonValues => ({
  title: '',
  active: true,
  startDate: '',
  endDate: '',
  timeSlots: [],
  ...patch,
});

describe('validation in the schema order', () => {
  it('gives each field its first error and knows which comes first', async () => {
    const errors = await validateWithSchema(
      seasonSchema,
      base({ timeSlots: [slot('10:00', '12:00'), slot('11:00', '14:00')] }),
    );
    expect(errors).toEqual({
      title: ja.validation.enterTitle,
      startDate: '開始日を選択してください',
      endDate: '終了日を選択してください',
      timeSlots: [undefined, { startTime: '時間帯1と重なっています' }],
    });
    expect(firstErrorPath(seasonSchema, errors)).toBe('title');
  });

  it('reports an end date before the start date on the end date', async () => {
    const errors = await validateWithSchema(
      seasonSchema,
      base({ title: '冬', startDate: '2027-02-01', endDate: '2027-01-31' }),
    );
    expect(errors).toEqual({ endDate: '終了日は開始日と同じか、それより後の日付にしてください' });
  });

  it('checks each slot: format, then end after start', async () => {
    const errors = await validateWithSchema(
      seasonSchema,
      base({
        title: '冬',
        startDate: '2027-01-01',
        endDate: '2027-01-31',
        timeSlots: [slot('25:00', '12:00'), slot('13:00', '12:00')],
      }),
    );
    expect(errors.timeSlots).toEqual([
      { startTime: '時刻は 24時間制の HH:mm（例: 09:30）で入力してください' },
      { endTime: '終了時刻は開始時刻より後にしてください' },
    ]);
    expect(firstErrorPath(seasonSchema, errors)).toBe('timeSlots.0.startTime');
  });

  it('sorts paths by field order, then by list index', () => {
    expect(
      sortBySchema(seasonSchema, [
        'timeSlots.2.endTime',
        'endDate',
        'timeSlots.0.startTime',
        'title',
      ]),
    ).toEqual(['title', 'endDate', 'timeSlots.0.startTime', 'timeSlots.2.endTime']);
    expect(errorPaths({ a: 'x', b: [undefined, { c: 'y' }] })).toEqual(['a', 'b.1.c']);
  });
});
