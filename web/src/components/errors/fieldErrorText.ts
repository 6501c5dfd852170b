import { ja } from '../../i18n/ja';

const f = ja.errors.field;
const p = ja.packages.validation;

/**
 * The reference api's own words for the checks of docs/product.md §5, as it sends them in
 * fieldErrors or valData, each with the web's Japanese text for the same rule.
 */
const SPEC_MESSAGES: Readonly<Record<string, string>> = {
  'please enter title': ja.validation.enterTitle,
  'please enter username': ja.validation.enterUsername,
  'please enter password': ja.validation.enterPassword,
  'please enter help text': p.enterHelpText,
  'please enter max people': p.enterMaxPeople,
  'please enter no of people': p.enterNoOfPeople,
  'please enter price': p.enterPrice,
  'please enter week end price': p.enterWeekendPrice,
  'please enter people extra price': p.enterPeopleExtraPrice,
  'please enter child extra price': p.enterChildExtraPrice,
  'please enter order': p.enterOrder,
  'please enter inventory': p.enterInventory,
  'please enter room category': p.enterRoomCategory,
  'please select package photos': ja.gallery.selectPhotos,
  'please enter people': p.enterPeople,
  'please select package': ja.availability.validation.selectPackage,
  'please fill start date': ja.availability.validation.fillStartDate,
  'please fill end date': ja.availability.validation.fillEndDate,
  'please fill date': ja.availability.validation.fillDate,
  'please select date': ja.holidays.validation.selectDate,
  'please enter picnic price': ja.settings.validation.enterPicnicPrice,
  'please enter min people': ja.settings.validation.enterMinPeople,
  'please enter coupon discount': ja.coupons.enterDiscount,
  'please enter coupon discount percentage': ja.coupons.enterPercentage,
  'please fill all fields': ja.users.fillAll,
  'please enter email': ja.users.enterEmail,
  'please enter a valid email': ja.users.validEmail,
  'please enter full name': ja.users.enterFullName,
  'please enter current password': ja.validation.currentPasswordRequired,
  'please enter new password': ja.validation.newPasswordRequired,
  'please enter add-on title': ja.packages.addOn.titleRequired,
  'please select season': ja.packages.seasonPrice.selectSeason,
  'please select user': ja.bookings.lookup.selectUser,
  // A gallery image or cover naming another area's file (issue 34).
  'choose an image uploaded to the gallery': ja.gallery.selectPhotos,
  // The gateway's own refusal of a login name another user has (issue 34).
  'another user already signs in with this email (as their email or username)':
    ja.domainErrors.DUPLICATE_EMAIL,
  'another user already signs in with this username (as their email or username)':
    ja.domainErrors.DUPLICATE_USERNAME,
};

/** Schema-check wordings (ajv and the like), after the field name: `<field> must …`. */
const RULES: readonly [RegExp, (n: string) => string][] = [
  [/must NOT have more than (\d+) characters/i, f.maxLength],
  [/must NOT have fewer than (\d+) characters/i, f.minLength],
  [/must NOT have more than (\d+) items/i, f.maxItems],
  [/must NOT have fewer than (\d+) items/i, f.minItems],
  [/must be <= (-?[\d.]+)/i, f.atMost],
  [/must be >= (-?[\d.]+)/i, f.atLeast],
  [/must be < (-?[\d.]+)/i, f.below],
  [/must be > (-?[\d.]+)/i, f.above],
];

const PLAIN: readonly [RegExp, string][] = [
  [/must have required property|is required|required/i, f.required],
  [/must be integer/i, f.integer],
  [/must be number/i, f.number],
  [/format "email"|valid email/i, f.email],
  [/format "date|invalid date/i, f.date],
  [/must match (format|pattern)/i, f.format],
  [/allowed values|must be equal to/i, f.choice],
];

/**
 * The Japanese text for one server field error: a docs/product.md §5 check by its words, a schema
 * check by its rule, otherwise a plain "check this field". The server's words go under 詳細.
 */
export function fieldErrorText(message: string): string {
  const known = SPEC_MESSAGES[message.trim().toLowerCase()];
  if (known) return known;
  for (const [pattern, text] of RULES) {
    const match = pattern.exec(message);
    if (match?.[1]) return text(match[1]);
  }
  for (const [pattern, text] of PLAIN) if (pattern.test(message)) return text;
  return ja.errors.fieldInvalid;
}
