import type { BookingDetailFieldsFragment } from '../../__generated__/graphql';

type Priced = Pick<
  BookingDetailFieldsFragment,
  | 'totalPrice'
  | 'peopleExtraCharge'
  | 'childrenExtraCharge'
  | 'picnicExtraCharge'
  | 'dogsExtraCharge'
  | 'addOns'
>;

/** The add-ons' part of a booking's total: each unit price times its quantity (1 when unsaid). */
export const addOnsTotal = (b: Pick<Priced, 'addOns'>) =>
  b.addOns.reduce((sum, a) => sum + (a.unitPrice ?? 0) * (a.quantity ?? 1), 0);

/**
 * The package's own price in a booking's total: the total less the extra charges and the add-ons
 * (a booking stores no base price; the api's total is base + extras + add-ons). Null when the
 * parts are more than the total (a booking priced otherwise): the detail then shows no base line.
 */
export function basePrice(b: Priced): number | null {
  const extras =
    (b.peopleExtraCharge ?? 0) +
    (b.childrenExtraCharge ?? 0) +
    (b.picnicExtraCharge ?? 0) +
    (b.dogsExtraCharge ?? 0);
  const base = b.totalPrice - extras - addOnsTotal(b);
  return base >= 0 ? base : null;
}
