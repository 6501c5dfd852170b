import { describe, expect, it } from 'vitest';
import type { AvailabilityFieldsFragment } from '../../__generated__/graphql';
import { availabilityImpact } from './availabilityImpact';
import { availabilityToValues } from './availabilitySchema';

const slot = (date: string, slotIndex: number) => ({
  date,
  slotIndex,
  startTime: slotIndex === 0 ? '10:00' : '14:00',
  endTime: slotIndex === 0 ? '13:00' : '17:00',
  label: null,
  position: null,
});

const saved: AvailabilityFieldsFragment = {
  id: 'a1',
  packageId: 'p1',
  packageTitle: '手ぶらBBQプラン',
  packageTimeSlotType: 'MULTIPLE',
  startDate: '2030-01-01',
  endDate: '2030-01-03',
  inventory: 3,
  slots: [slot('2030-01-01', 0), slot('2030-01-01', 1), slot('2030-01-02', 0)],
  createdAt: null,
  updatedAt: null,
};

describe('availabilityImpact', () => {
  it('asks nothing when the edit keeps or adds days and slots', () => {
    const values = availabilityToValues(saved);
    expect(availabilityImpact(values, saved)).toBeNull();
    expect(
      availabilityImpact(
        {
          ...values,
          endDate: '2030-01-05',
          slots: [...values.slots, { ...values.slots[0]!, date: '2030-01-04' }],
        },
        saved,
      ),
    ).toBeNull();
  });

  it('asks about a removed day or an unselected slot, sending the selection after the change', () => {
    const values = availabilityToValues(saved);
    expect(availabilityImpact({ ...values, startDate: '2030-01-02' }, saved)).toMatchObject({
      availability: { id: 'a1', packageId: 'p1', startDate: '2030-01-02', endDate: '2030-01-03' },
    });
    const fewer = availabilityImpact({ ...values, slots: values.slots.slice(1) }, saved);
    expect(fewer?.availability?.slots?.map((s) => `${s.date}#${s.slotIndex}`)).toEqual([
      '2030-01-01#1',
      '2030-01-02#0',
    ]);
  });

  it('asks about every day when the availability moves to another package', () => {
    const values = { ...availabilityToValues(saved), packageId: 'p2' };
    expect(availabilityImpact(values, saved)?.availability?.packageId).toBe('p2');
  });
});
