import { describe, expect, it } from 'vitest';
import { postGraphql } from '../test-support/stack.js';
import { gatewayOver, listsAnswer } from '../test-support/stub-gateway.js';

/** An availability as the api lists it. */
const availability = (id: string, multiTimeSlot: unknown) => ({
  _id: id,
  packageId: 'p1',
  packageTitle: '手ぶらBBQプラン',
  packageTimeSlot: 2,
  startDate: '2027-08-01',
  endDate: '2027-08-03',
  inventory: 3,
  multiTimeSlot,
});

const slot = (timeSlotIndex: number, date: string) => ({ timeSlotIndex, date });

const LISTED = [
  availability('a1', [slot(0, '2027-08-01'), slot(1, '2027-08-01'), slot(0, '2027-08-02')]),
  // Not a list: its count (and its slots) cannot be read; the row stays for a list of counts.
  availability('a2', 'three'),
  // An element that is not a record is left out of the slots, so of the count.
  availability('a3', [slot(0, '2027-08-01'), 7]),
  // No selection at all: none selected.
  availability('a4', undefined),
];

const gateway = gatewayOver(
  listsAnswer((url) => (url.includes('/availability/list') ? LISTED : undefined)),
);
const auth = { authorization: 'Bearer tok-123' };

interface Page<Row> {
  availabilities: { items: Row[]; total: number };
}

describe('slotCount of odd upstream availability', () => {
  it('fails an unreadable count alone: the row stays, with the others', async () => {
    const result = await postGraphql<Page<{ id: string; slotCount: number | null }>>(
      gateway.url,
      `{ availabilities { items { id slotCount } total } }`,
      {},
      auth,
    );
    expect(result.data!.availabilities.items).toEqual([
      { id: 'a1', slotCount: 3 },
      { id: 'a2', slotCount: null },
      { id: 'a3', slotCount: 1 },
      { id: 'a4', slotCount: 0 },
    ]);
    expect(result.errors.map((e) => [e.extensions.code, e.path])).toEqual([
      ['UPSTREAM_BAD_FIELD', ['availabilities', 'items', 1, 'slotCount']],
    ]);
  });

  it('still leaves out a row whose selected slots cannot be read, and says so', async () => {
    const result = await postGraphql<Page<{ id: string; slots: unknown[] }>>(
      gateway.url,
      `{ availabilities { items { id ...Picked } } } fragment Picked on Availability { slots { slotIndex } }`,
      {},
      auth,
    );
    expect(result.data!.availabilities.items.map((a) => a.id)).toEqual(['a1', 'a3', 'a4']);
    expect(result.errors.map((e) => [e.extensions.code, e.path])).toEqual([
      ['UPSTREAM_BAD_FIELD', ['availabilities', 'items']],
    ]);
    expect(result.errors[0]!.message).toMatch(/^1 record of this page could not be read/);
  });
});
