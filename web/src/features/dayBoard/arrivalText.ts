import type { DayBoardArrivalFieldsFragment } from '../../__generated__/graphql';
import { formatTime } from '../../i18n/format';
import { ja } from '../../i18n/ja';

/** An arrival's add-ons as one text (`BBQセット×2`), joined by `separator`; '' for none. */
export const addOnsText = (addOns: DayBoardArrivalFieldsFragment['addOns'], separator: string) =>
  (addOns ?? []).map((a) => (a.quantity ? `${a.title}×${a.quantity}` : a.title)).join(separator);

/** Two name parts in the order given; a part the server could not read is left out. */
export const fullName = (first: string | null, second: string | null): string =>
  [first, second].filter(Boolean).join(' ');

/**
 * An arrival's desk state and the time it was marked, as two texts (到着済み, 10:05); both empty
 * when the gateway could not read it.
 */
export const deskText = (arrival: DayBoardArrivalFieldsFragment['arrival']): [string, string] =>
  arrival ? [ja.arrival.states[arrival.state], formatTime(arrival.at)] : ['', ''];
