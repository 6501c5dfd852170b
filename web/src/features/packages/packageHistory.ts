import { ja } from '../../i18n/ja';
import type { HistoryFields, HistorySpec } from '../../components/history/historyFormat';

const t = ja.packages;

const YEN = [
  'price',
  'weekendPrice',
  'peopleExtraPrice',
  'childrenExtraPrice',
  'weekendPeopleExtraPrice',
  'weekendChildrenExtraPrice',
  'dogExtraPrice',
  'smallDogExtraPrice',
  'bigAndMediumDogExtraPrice',
  'weekendSmallDogExtraPrice',
  'weekendBigAndMediumDogExtraPrice',
  'combinedDogExtraPrice',
  'combinedDogWeekendExtraPrice',
] as const;
const COUNTS = [
  'maxPeople',
  'maxChildren',
  'includedPeople',
  'includedChildren',
  'maxBigAndMediumDogs',
  'maxSmallDogs',
  'includedBigAndMediumDogs',
  'includedSmallDogs',
  'includedDogs',
  'maxDogs',
  'legacyIncludedDogs',
  'legacyMaxDogs',
  'inventory',
  'displayOrder',
] as const;
const BOOLEANS = ['dogsAllowed', 'bigAndMediumDogsAllowed', 'smallDogsAllowed'] as const;

/** A package's fields in the 履歴, with the package form's labels. */
const fields: HistoryFields = {
  title: { label: t.title },
  helpText: { label: t.helpText },
  status: { label: t.status, kind: 'status' },
  ...Object.fromEntries(YEN.map((f) => [f, { label: t[f], kind: 'yen' }])),
  ...Object.fromEntries(COUNTS.map((f) => [f, { label: t[f], kind: 'count' }])),
  ...Object.fromEntries(BOOLEANS.map((f) => [f, { label: t[f], kind: 'bool' }])),
  dogType: { label: t.dogType, kind: { labels: t.dogTypes } },
  timeSlotType: { label: t.timeSlotType, kind: { labels: t.timeSlotTypes } },
  dogCategoryId: { label: `${t.dogCategory}ID` },
  dogCategory: { label: t.dogCategory },
  categoryId: { label: `${t.category}ID` },
  category: { label: t.category },
  photos: { label: t.sections.photos },
  seasonPrices: { label: t.sections.seasonPrices },
  addOns: { label: t.sections.addOns },
};

export const packageHistory: HistorySpec = { recordType: 'PACKAGE', fields };
