import type { DayBoardArrivalFieldsFragment } from '../../__generated__/graphql';

/** An arrival's add-ons as one text (`BBQセット×2`), joined by `separator`; '' for none. */
export const addOnsText = (addOns: DayBoardArrivalFieldsFragment['addOns'], separator: string) =>
  (addOns ?? []).map((a) => (a.quantity ? `${a.title}×${a.quantity}` : a.title)).join(separator);

/** Two name parts in the order given; a part the server could not read is left out. */
export const fullName = (first: string | null, second: string | null): string =>
  [first, second].filter(Boolean).join(' ');
