import type { FieldErrorReason } from '../../__generated__/schema-enums';
import { ja } from '../../i18n/ja';
import type { FieldError } from './gatewayError';

const f = ja.errors.field;
const p = ja.packages.validation;

type ReasonTexts = Readonly<Partial<Record<FieldErrorReason, string>>>;

/**
 * The web's own text for a field's reason, by the field's input path as the gateway names it
 * (list indices as `*`). Each is the sentence the form itself says for the same rule.
 */
const FIELD_TEXTS: Readonly<Record<string, ReasonTexts>> = {
  title: { REQUIRED: ja.validation.enterTitle },
  username: {
    REQUIRED: ja.validation.enterUsername,
    DUPLICATE: ja.domainErrors.DUPLICATE_USERNAME,
  },
  email: {
    REQUIRED: ja.users.enterEmail,
    INVALID_EMAIL: ja.users.validEmail,
    DUPLICATE: ja.domainErrors.DUPLICATE_EMAIL,
  },
  password: { REQUIRED: ja.validation.enterPassword },
  currentPassword: { REQUIRED: ja.validation.currentPasswordRequired },
  newPassword: { REQUIRED: ja.validation.newPasswordRequired },
  fullName: { REQUIRED: ja.users.enterFullName },
  // Packages.
  helpText: { REQUIRED: p.enterHelpText },
  maxPeople: { REQUIRED: p.enterMaxPeople },
  includedPeople: { REQUIRED: p.enterNoOfPeople },
  price: { REQUIRED: p.enterPrice },
  weekendPrice: { REQUIRED: p.enterWeekendPrice },
  peopleExtraPrice: { REQUIRED: p.enterPeopleExtraPrice },
  childrenExtraPrice: { REQUIRED: p.enterChildExtraPrice },
  displayOrder: { REQUIRED: p.enterOrder },
  inventory: { REQUIRED: p.enterInventory },
  dogCategoryId: { REQUIRED: p.enterRoomCategory },
  photos: { REQUIRED: ja.gallery.selectPhotos },
  'seasonPrices.*.seasonId': { REQUIRED: ja.packages.seasonPrice.selectSeason },
  'addOns.*.title': { REQUIRED: ja.packages.addOn.titleRequired },
  // Gallery images and covers: a photo to choose, one uploaded to the gallery.
  fileName: { REQUIRED: ja.gallery.selectPhotos, INVALID: ja.gallery.selectPhotos },
  // Availability and holidays.
  packageId: { REQUIRED: ja.availability.validation.selectPackage },
  startDate: { REQUIRED: ja.availability.validation.fillStartDate },
  endDate: { REQUIRED: ja.availability.validation.fillEndDate },
  date: { REQUIRED: ja.holidays.validation.selectDate },
  // Site settings.
  picnicPrice: { REQUIRED: ja.settings.validation.enterPicnicPrice },
  minPicnicPeople: { REQUIRED: ja.settings.validation.enterMinPeople },
  maxPicnicPeople: { REQUIRED: ja.settings.validation.enterMaxPeople },
  // Coupons.
  discountAmount: { REQUIRED: ja.coupons.enterDiscount },
  discountPercentage: { REQUIRED: ja.coupons.enterPercentage },
};

/** The text of a reason on any field: its rule in general, with the limit when there is one. */
function generalText(reason: FieldErrorReason, limit: number | undefined): string | undefined {
  const n = limit === undefined ? undefined : String(limit);
  switch (reason) {
    case 'REQUIRED':
      return f.required;
    case 'TOO_LONG':
      return n === undefined ? undefined : f.maxLength(n);
    case 'TOO_SHORT':
      return n === undefined ? undefined : f.minLength(n);
    case 'TOO_MANY':
      return n === undefined ? undefined : f.maxItems(n);
    case 'TOO_FEW':
      return n === undefined ? undefined : f.minItems(n);
    case 'TOO_LARGE':
      return n === undefined ? undefined : f.atMost(n);
    case 'TOO_SMALL':
      return n === undefined ? undefined : f.atLeast(n);
    case 'NOT_BELOW':
      return n === undefined ? undefined : f.below(n);
    case 'NOT_ABOVE':
      return n === undefined ? undefined : f.above(n);
    case 'NOT_INTEGER':
      return f.integer;
    case 'NOT_NUMBER':
      return f.number;
    case 'INVALID_EMAIL':
      return f.email;
    case 'INVALID_DATE':
      return f.date;
    case 'INVALID_FORMAT':
      return f.format;
    case 'NOT_A_CHOICE':
      return f.choice;
    case 'DUPLICATE':
    case 'INVALID':
    case 'OTHER':
      return undefined;
  }
}

/** What a field shows for one server field error: Japanese, and the server's words as a detail. */
export interface FieldErrorText {
  message: string;
  /** The server's words, behind 詳細, when the text is the generic one (its reason told too little). */
  detail: string | undefined;
}

/**
 * The Japanese text for one server field error, by its field and reason (never by the server's
 * words): the field's own sentence, else the rule's, else a generic "check this field" with the
 * server's message as its detail.
 */
export function fieldErrorText(error: FieldError): FieldErrorText {
  const path = error.field.replace(/^input\./, '').replace(/\.\d+(?=\.|$)/g, '.*');
  const own = Object.hasOwn(FIELD_TEXTS, path) ? FIELD_TEXTS[path]?.[error.reason] : undefined;
  const text = own ?? generalText(error.reason, error.limit);
  return text
    ? { message: text, detail: undefined }
    : { message: ja.errors.fieldInvalid, detail: error.message || undefined };
}
