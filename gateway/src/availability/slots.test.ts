import { describe, expect, it } from 'vitest';
import { mapFieldName } from '../rest/errors.js';
import { record } from '../rest/read.js';
import { dayAvailabilityTable } from './day-tables.js';
import { availabilityTable } from './table.js';

type AvailabilityInput = Parameters<typeof availabilityTable.body>[0];
const slotsOf = (multiTimeSlot: unknown) =>
  availabilityTable.of(record({ multiTimeSlot }, 'availability')).get('slots');

describe("an availability's selected slots", () => {
  it('reads each record of the list; none when absent, a non-record left out', () => {
    expect(availabilityTable.of({}).get('slots')).toEqual([]);
    expect(
      slotsOf([
        {
          timeSlotIndex: '2.6',
          date: '2027-08-01T15:00:00Z',
          startTime: 10,
          endTime: '13:00',
          timeSlot: '10:00-13:00',
          index: '1',
        },
        7,
        { timeSlotIndex: 0, date: { $date: '2027-08-03' }, startTime: '', timeSlot: '', index: '' },
      ]),
    ).toEqual([
      {
        slotIndex: 3,
        date: '2027-08-02',
        startTime: '10',
        endTime: '13:00',
        label: '10:00-13:00',
        position: 1,
      },
      {
        slotIndex: 0,
        date: '2027-08-03',
        startTime: null,
        endTime: null,
        label: null,
        position: null,
      },
    ]);
  });

  it('fails the list on an unreadable slot, naming its first bad field', () => {
    expect(() => slotsOf([{ date: 'x', timeSlotIndex: 'one' }])).toThrow(
      'unexpected upstream shape: availability.multiTimeSlot.timeSlotIndex is not a number',
    );
    expect(() => slotsOf([{ timeSlotIndex: 1, date: '2027-02-30' }])).toThrow(
      'unexpected upstream shape: availability.multiTimeSlot.date is not a date',
    );
    expect(() => slotsOf([{ timeSlotIndex: 1, date: '2027-02-03', index: 'x' }])).toThrow(
      'unexpected upstream shape: availability.multiTimeSlot.index is not a number',
    );
    expect(() => slotsOf({})).toThrow(
      'unexpected upstream shape: availability.multiTimeSlot is not a list',
    );
  });

  it("reads a day look-up's availability slots the same way", () => {
    const day = dayAvailabilityTable.readWhole(
      record(
        {
          _id: 'a1',
          startDate: '2027-08-01',
          endDate: '2027-08-02',
          inventory: 2,
          multiTimeSlot: [{ timeSlotIndex: 1, date: '2027-08-01', endTime: '', index: 0 }],
        },
        'packageDay.availability',
      ),
    );
    expect(day.slots).toEqual([
      {
        slotIndex: 1,
        date: '2027-08-01',
        startTime: null,
        endTime: null,
        label: null,
        position: 0,
      },
    ]);
  });

  it('writes each slot with its index and day, and what else it has; no list, no key', () => {
    const body = availabilityTable.body({
      slots: [
        {
          position: 0,
          label: '',
          endTime: '13:00',
          startTime: '',
          date: '2027-08-01',
          slotIndex: 2,
        },
        { slotIndex: 0, date: '2027-08-02', startTime: null, endTime: null, label: null },
        { slotIndex: 1, date: '2027-08-03', startTime: '10:00', label: 'a', position: 4 },
      ],
    } as AvailabilityInput);
    expect(body.multiTimeSlot).toEqual([
      { timeSlotIndex: 2, date: '2027-08-01', endTime: '13:00', timeSlot: '', index: 0 },
      { timeSlotIndex: 0, date: '2027-08-02' },
      { timeSlotIndex: 1, date: '2027-08-03', startTime: '10:00', timeSlot: 'a', index: 4 },
    ]);
    expect(Object.keys((body.multiTimeSlot as object[])[0]!)).toEqual([
      'timeSlotIndex',
      'date',
      'endTime',
      'timeSlot',
      'index',
    ]);
    expect('multiTimeSlot' in availabilityTable.body({ slots: null } as AvailabilityInput)).toBe(
      false,
    );
    expect('multiTimeSlot' in availabilityTable.body({} as AvailabilityInput)).toBe(false);
    expect(availabilityTable.body({ slots: [] } as AvailabilityInput).multiTimeSlot).toEqual([]);
  });

  it("names a slot's REST field errors by their GraphQL paths", () => {
    const names = ['timeSlotIndex', 'date', 'startTime', 'endTime', 'timeSlot', 'index'];
    expect(
      names.map((n) => mapFieldName(`multiTimeSlot.2.${n}`, availabilityTable.fieldErrors)),
    ).toEqual([
      'slots.2.slotIndex',
      'slots.2.date',
      'slots.2.startTime',
      'slots.2.endTime',
      'slots.2.label',
      'slots.2.position',
    ]);
    expect(
      Object.entries(availabilityTable.fieldErrors).filter(([rest]) =>
        rest.startsWith('multiTimeSlot'),
      ),
    ).toEqual([
      ['multiTimeSlot', 'slots'],
      ['multiTimeSlot.*.timeSlotIndex', 'slots.*.slotIndex'],
      ['multiTimeSlot.*.timeSlot', 'slots.*.label'],
      ['multiTimeSlot.*.index', 'slots.*.position'],
    ]);
  });
});
