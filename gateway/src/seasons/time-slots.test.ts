import { describe, expect, it } from 'vitest';
import { seasonOfDayTable } from '../availability/day-tables.js';
import { mapFieldName } from '../rest/errors.js';
import { record } from '../rest/read.js';
import { seasonTable } from './table.js';

type SeasonInput = Parameters<typeof seasonTable.body>[0];
const slotsOf = (timeSlot: unknown) =>
  seasonTable.of(record({ timeSlot }, 'season')).get('timeSlots');

describe("a season's time slots", () => {
  it('reads each record of the list; none when absent, a non-record left out', () => {
    expect(seasonTable.of({}).get('timeSlots')).toEqual([]);
    expect(
      slotsOf([
        { id: { $oid: 's1' }, startTime: '10:00', endTime: '13:00', _id: 'other' },
        'x',
        { id: 2, startTime: 9, endTime: '' },
      ]),
    ).toEqual([
      { id: 's1', startTime: '10:00', endTime: '13:00' },
      { id: '2', startTime: '9', endTime: '' },
    ]);
  });

  it('fails the list on an unreadable slot, naming its first bad field', () => {
    expect(() => slotsOf([{ _id: 's1', startTime: null }])).toThrow(
      'unexpected upstream shape: season.timeSlot.id is not an id',
    );
    expect(() => slotsOf([{ id: 's1', startTime: '10:00' }])).toThrow(
      'unexpected upstream shape: season.timeSlot.endTime is not a string',
    );
    expect(() => slotsOf(3)).toThrow('unexpected upstream shape: season.timeSlot is not a list');
  });

  it("reads a day look-up's season slots the same way", () => {
    const read = (timeSlot: unknown) =>
      seasonOfDayTable.readWhole(
        record(
          { _id: 'se1', title: '夏', startDate: '2027-07-01', endDate: '2027-08-31', timeSlot },
          'packageDay.season',
        ),
      ).timeSlots;
    expect(read([{ id: 's1', startTime: '10:00', endTime: '12:00' }])).toEqual([
      { id: 's1', startTime: '10:00', endTime: '12:00' },
    ]);
    expect(read(undefined)).toEqual([]);
    expect(() => read([{ id: 's1', startTime: [], endTime: '12:00' }])).toThrow(
      'unexpected upstream shape: packageDay.season.timeSlot.startTime is not a string',
    );
  });

  it('writes each slot with its times, and its id when it has one; no list is []', () => {
    const body = seasonTable.body({
      timeSlots: [
        { endTime: '13:00', startTime: '10:00', id: 's1' },
        { id: '', startTime: '14:00', endTime: '16:00' },
        { id: null, startTime: '', endTime: '' },
      ],
    } as SeasonInput);
    expect(body.timeSlot).toEqual([
      { id: 's1', startTime: '10:00', endTime: '13:00' },
      { startTime: '14:00', endTime: '16:00' },
      { startTime: '', endTime: '' },
    ]);
    expect(Object.keys((body.timeSlot as object[])[0]!)).toEqual(['id', 'startTime', 'endTime']);
    expect(Object.keys((body.timeSlot as object[])[1]!)).toEqual(['startTime', 'endTime']);
    expect(seasonTable.body({ timeSlots: null } as SeasonInput).timeSlot).toEqual([]);
    expect(seasonTable.body({} as SeasonInput).timeSlot).toEqual([]);
  });

  it("names a slot's REST field errors by their GraphQL paths", () => {
    const names = ['id', 'startTime', 'endTime', '_id'];
    expect(names.map((n) => mapFieldName(`timeSlot.1.${n}`, seasonTable.fieldErrors))).toEqual([
      'timeSlots.1.id',
      'timeSlots.1.startTime',
      'timeSlots.1.endTime',
      'timeSlots.1._id',
    ]);
    expect(
      Object.entries(seasonTable.fieldErrors).filter(([rest]) => rest.startsWith('timeSlot')),
    ).toEqual([['timeSlot', 'timeSlots']]);
  });
});
