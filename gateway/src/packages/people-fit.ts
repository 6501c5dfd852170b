import type { PackageInput } from '../__generated__/resolvers-types.js';
import { badInput } from '../rest/errors.js';

/**
 * A package's included people may not exceed its maximum (a price "for 4 people" on a package
 * for at most 2 cannot be booked as priced). Checked before the REST call, on the field
 * `includedPeople`: the contract has no such rule and the reference api accepts it. `stored` is
 * the package as saved, for an update that changes one of the two.
 */
export function checkPeopleFit(
  requestId: string,
  input: PackageInput,
  stored?: { maxPeople: number; includedPeople: number },
): void {
  const max = input.maxPeople ?? stored?.maxPeople;
  const included = input.includedPeople ?? stored?.includedPeople;
  if (max == null || included == null || max <= 0 || included <= max) return;
  throw badInput(requestId, [
    {
      field: 'includedPeople',
      message: `includedPeople (${included}) must not exceed maxPeople (${max}).`,
      reason: 'TOO_LARGE',
      limit: max,
    },
  ]);
}
