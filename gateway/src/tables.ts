import { viewerTable } from './auth/table.js';
import {
  dayAvailabilityTable,
  packageDayTable,
  seasonOfDayTable,
} from './availability/day-tables.js';
import { availabilitySlotTable, availabilityTable } from './availability/table.js';
import { carPersonTable } from './bookings/car-person.js';
import { arrivalTable, bookedDogTable, bookingAddOnTable, bookingTable } from './bookings/table.js';
import { dogCategoryTable, packageCategoryTable } from './categories/table.js';
import { addressTable } from './common/address.js';
import { couponTable } from './coupons/table.js';
import {
  figuresTable,
  graphPointTable,
  graphTable,
  monthlyTotalTable,
  monthsTable,
  statusCountsTable,
  walletTable,
} from './dashboard/table.js';
import { galleryCoverTable, galleryImageTable } from './gallery/table.js';
import { holidayTable } from './holidays/table.js';
import { newsCategoryTable, newsTopicTable } from './news/table.js';
import { addOnTable, packagePhotoTable, seasonPriceTable } from './packages/child-tables.js';
import { packageOptionTable, packageTable } from './packages/table.js';
import { seasonTable, timeSlotTable } from './seasons/table.js';
import { settingsTable } from './settings/table.js';
import { userCountsTable, userDogTable, userTable } from './users/table.js';
import type { TableShape } from './rest/table.js';

/** Every area's table (rest/table.ts): the schema-agreement test reads them all. */
export const tables: readonly TableShape[] = [
  arrivalTable,
  availabilityTable,
  bookedDogTable,
  bookingAddOnTable,
  bookingTable,
  couponTable,
  figuresTable,
  graphTable,
  monthsTable,
  statusCountsTable,
  dogCategoryTable,
  galleryCoverTable,
  galleryImageTable,
  holidayTable,
  packageCategoryTable,
  newsCategoryTable,
  newsTopicTable,
  packageOptionTable,
  packageTable,
  seasonTable,
  settingsTable,
  userTable,
  viewerTable,
];

/**
 * Tables whose type's model is a plain value read whole (Table.readWhole): their fields are
 * answered by property reads, not by the table's resolvers.
 */
export const wholeTables: readonly TableShape[] = [
  addOnTable,
  addressTable,
  availabilitySlotTable,
  carPersonTable,
  dayAvailabilityTable,
  graphPointTable,
  monthlyTotalTable,
  packageDayTable,
  packagePhotoTable,
  seasonOfDayTable,
  seasonPriceTable,
  timeSlotTable,
  userCountsTable,
  userDogTable,
  walletTable,
];
