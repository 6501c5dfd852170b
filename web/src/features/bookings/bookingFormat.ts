import type { BookingRowFieldsFragment } from '../../__generated__/graphql';
import { ja } from '../../i18n/ja';

const t = ja.bookings;

/** 山田 花子 */
export const japaneseName = (b: Pick<BookingRowFieldsFragment, 'lastName' | 'firstName'>) =>
  [b.lastName, b.firstName].filter(Boolean).join(' ');

/** HANAKO YAMADA */
export const englishName = (
  b: Pick<BookingRowFieldsFragment, 'englishFirstName' | 'englishLastName'>,
) => [b.englishFirstName, b.englishLastName].filter(Boolean).join(' ');

/** 10:00〜13:00, or the slot as the booking wrote it. */
export const slotText = (
  b: Pick<BookingRowFieldsFragment, 'startTime' | 'endTime' | 'timeSlot'>,
) => (b.startTime && b.endTime ? `${b.startTime}〜${b.endTime}` : b.timeSlot);

/** 大人2・子ども1・犬2 */
export const partyText = (b: Pick<BookingRowFieldsFragment, 'people' | 'children' | 'totalDogs'>) =>
  t.party(b.people, b.children, b.totalDogs);
