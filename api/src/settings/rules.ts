import { DomainCode } from '../http/codes.js';
import { assertValid, domainError } from '../http/errors.js';
import type { SettingsBody } from './schemas.js';

/** docs/product.md §5, "site settings": each of the three values fails when 0 (or missing); then min ≤ max (5051). */
export function checkSettings(body: SettingsBody): void {
  assertValid([
    !body.picnicPrice && { field: 'picnicPrice', message: 'please enter picnic price' },
    !body.minPicnicPeople && { field: 'minPicnicPeople', message: 'please enter min people' },
    !body.maxPicnicPeople && { field: 'maxPicnicPeople', message: 'please enter max people' },
  ]);
  if (body.minPicnicPeople! > body.maxPicnicPeople!) {
    throw domainError(
      DomainCode.SETTINGS_RANGE_INVALID,
      `The minimum picnic people (${body.minPicnicPeople}) is above the maximum (${body.maxPicnicPeople})`,
    );
  }
}
