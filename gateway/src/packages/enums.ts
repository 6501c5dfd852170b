import type { AddOnType, DogType, TimeSlotType } from '../__generated__/resolvers-types.js';
import { enumCodec } from '../rest/read.js';

/** Package dog type: big and medium = 1, small = 2, both = 3, combine = 4 (docs/product.md §3). */
export const dogTypeCodec = enumCodec<DogType>({
  BIG_AND_MEDIUM: 1,
  SMALL: 2,
  BOTH: 3,
  COMBINED: 4,
});
/** Time slot type: single = 1, multiple = 2. */
export const timeSlotTypeCodec = enumCodec<TimeSlotType>({ SINGLE: 1, MULTIPLE: 2 });
/** Add-on type: package based = 1, people based = 2. */
export const addOnTypeCodec = enumCodec<AddOnType>({ PACKAGE_BASED: 1, PEOPLE_BASED: 2 });
