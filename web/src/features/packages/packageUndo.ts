import type { PackageFieldsFragment, PackageInput } from '../../__generated__/graphql';
import { packageToValues, valuesToInput } from './packageValues';

interface Entry {
  id?: string | number | null;
  delete?: boolean | null;
}

/**
 * The previous entries again: one still saved is written back by its id, one the update deleted
 * is created anew (its id went with it), and one the update added is deleted.
 */
function entriesBack<E extends Entry>(before: E[], after: { id: string }[]): E[] {
  const saved = new Set(after.map((e) => e.id));
  const kept = new Set(before.map((e) => String(e.id)));
  const back = before.map((e) => (e.id && saved.has(String(e.id)) ? e : { ...e, id: undefined }));
  const added = after.filter((e) => !kept.has(e.id)).map((e) => ({ id: e.id, delete: true }));
  return [...back, ...(added as E[])];
}

/** What undoes a package update: `before`'s every field, photo, season price and add-on. */
export function packageUndoInput(
  before: PackageFieldsFragment,
  after: PackageFieldsFragment,
): PackageInput {
  const input = valuesToInput(packageToValues(before));
  return {
    ...input,
    seasonPrices: entriesBack(input.seasonPrices ?? [], after.seasonPrices),
    addOns: entriesBack(input.addOns ?? [], after.addOns),
  };
}
