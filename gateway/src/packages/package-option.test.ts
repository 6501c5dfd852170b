import { describe, expect, it } from 'vitest';
import { record } from '../rest/read.js';
import { packageOptionTable } from './table.js';

const optionOf = (fields: Record<string, unknown>) =>
  packageOptionTable.of(record(fields, 'packageOption'));
const FIELDS = ['id', 'title', 'timeSlotType', 'inventory', 'status', 'displayOrder'] as const;

describe('a package option (GET /admin/package/all/list)', () => {
  it("reads a package's id, title, slot type, inventory, status and order", () => {
    const option = optionOf({
      _id: { $oid: 'p1' },
      title: 7,
      timeSlot: '2',
      inventory: '3.6',
      isActive: true,
      orderBy: 2,
    });
    expect(FIELDS.map((f) => option.get(f))).toEqual(['p1', '7', 'MULTIPLE', 4, 'ACTIVE', 2]);
  });

  it('fails each unreadable field alone, named under the option', () => {
    const odd = optionOf({ _id: '', title: null, timeSlot: 9, inventory: 'x', isActive: 5 });
    const errors = FIELDS.map((f) => {
      try {
        return odd.get(f);
      } catch (e) {
        return (e as Error).message;
      }
    });
    expect(errors).toEqual([
      'unexpected upstream shape: packageOption._id is not an id',
      'unexpected upstream shape: packageOption.title is not a string',
      'unexpected upstream shape: packageOption.timeSlot has unknown code 9',
      'unexpected upstream shape: packageOption.inventory is not a number',
      'unexpected upstream shape: packageOption.isActive has unknown code 5',
      'unexpected upstream shape: packageOption.orderBy is not a number',
    ]);
  });
});
