import { DomainCode } from '../http/codes.js';
import { assertValid, domainError, type FieldError } from '../http/errors.js';
import type {
  AddOnInput,
  PackageCreateBody,
  PackageUpdateBody,
  SeasonPriceInput,
} from './schemas.js';

type Failure = FieldError | false | undefined;

const blank = (value: string | undefined) => !value?.trim();
/** A required amount or count: missing and 0 both fail, as in the package form. */
const unset = (value: number | undefined) => !value;
/** A required amount where 0 is a value (an extra price of 0 yen): only a missing one fails. */
const missing = (value: number | undefined) => value === undefined || value === null;
const fail = (field: string, message: string): FieldError => ({ field, message });

/** An entry marked for deletion: it is not checked, only deleted (when saved). */
export const isDeleteMarked = (entry: { action?: string | undefined }) =>
  entry.action?.trim().toLowerCase() === 'delete';

function childFieldErrors(draft: {
  seasonPrice?: SeasonPriceInput[];
  addOns?: AddOnInput[];
}): Failure[] {
  return [
    ...(draft.seasonPrice ?? []).map(
      (entry, i) =>
        !isDeleteMarked(entry) &&
        blank(entry.seasonId) &&
        fail(`seasonPrice.${i}.seasonId`, 'please select season'),
    ),
    ...(draft.addOns ?? []).map(
      (entry, i) =>
        !isDeleteMarked(entry) &&
        blank(entry.title) &&
        fail(`addOns.${i}.title`, 'please enter add-on title'),
    ),
  ];
}

function checkAddOnRanges(addOns: AddOnInput[] = []): void {
  addOns.forEach((entry, i) => {
    const min = entry.minPeople ?? 0;
    const max = entry.maxPeople ?? 0;
    if (!isDeleteMarked(entry) && min > max) {
      throw domainError(
        DomainCode.PACKAGE_ADDON_RANGE_INVALID,
        `Add-on ${i + 1} ("${entry.title?.trim() ?? ''}"): minimum people (${min}) is above maximum people (${max})`,
      );
    }
  });
}

/**
 * docs/product.md §5, "package, add", in its order: the first failure is the envelope message
 * and every failure is listed. Amounts and counts fail when missing or 0, as in the form, except
 * the extra prices, where 0 is a price and only a missing one fails.
 * Then the entries' own fields, then the add-on people ranges (5024).
 */
export function checkPackageCreate(draft: PackageCreateBody): void {
  assertValid([
    blank(draft.title) && fail('title', 'please enter title'),
    blank(draft.helpText) && fail('helpText', 'please enter help text'),
    unset(draft.maxPeople) && fail('maxPeople', 'please enter max people'),
    unset(draft.numberOfPeople) && fail('numberOfPeople', 'please enter no of people'),
    unset(draft.price) && fail('price', 'please enter price'),
    unset(draft.weekendPrice) && fail('weekendPrice', 'please enter week end price'),
    missing(draft.peopleExtraPrice) && fail('peopleExtraPrice', 'please enter people extra price'),
    missing(draft.childrenExtraPrice) &&
      fail('childrenExtraPrice', 'please enter child extra price'),
    unset(draft.orderBy) && fail('orderBy', 'please enter order'),
    draft.timeSlot === 2 && unset(draft.inventory) && fail('inventory', 'please enter inventory'),
    blank(draft.roomCategory) && fail('roomCategory', 'please enter room category'),
    !draft.file?.length && fail('file', 'please select package photos'),
    ...childFieldErrors(draft),
  ]);
  checkAddOnRanges(draft.addOns);
}

/** docs/product.md §5, "package, edit": title, help text and max people; then the entries as on create. */
export function checkPackageUpdate(draft: PackageUpdateBody): void {
  assertValid([
    blank(draft.title) && fail('title', 'please enter title'),
    blank(draft.helpText) && fail('helpText', 'please enter help text'),
    unset(draft.maxPeople) && fail('maxPeople', 'please enter people'),
    ...childFieldErrors(draft),
  ]);
  checkAddOnRanges(draft.addOns);
}
