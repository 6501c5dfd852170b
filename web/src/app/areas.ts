import type { Area } from './area';
import { apiKeysArea } from '../features/apiKeys';
import { availabilityArea } from '../features/availability';
import { bookingsArea } from '../features/bookings';
import { couponsArea } from '../features/coupons';
import { dashboardArea } from '../features/dashboard';
import { dayBoardArea } from '../features/dayBoard';
import { dogCategoriesArea } from '../features/dogCategories';
import { galleryArea } from '../features/gallery';
import { holidaysArea } from '../features/holidays';
import { newsTopicsArea } from '../features/news';
import { newsCategoriesArea } from '../features/newsCategories';
import { packageCategoriesArea } from '../features/packageCategories';
import { packagesArea } from '../features/packages';
import { seasonsArea } from '../features/seasons';
import { settingsArea } from '../features/settings';
import { unusedMenuArea } from '../features/unusedMenu';
import { usersArea } from '../features/users';
import { auditArea } from '../features/audit';

/**
 * Every signed-in area of the admin. The router's screens and the side menu are generated from
 * this list (routes/areaRoutes.tsx, menu.tsx): adding an area is its folder and one line here.
 */
export const AREAS: readonly Area[] = [
  dashboardArea,
  packagesArea,
  seasonsArea,
  availabilityArea,
  holidaysArea,
  usersArea,
  apiKeysArea,
  packageCategoriesArea,
  dogCategoriesArea,
  bookingsArea,
  dayBoardArea,
  galleryArea,
  newsTopicsArea,
  newsCategoriesArea,
  settingsArea,
  couponsArea,
  auditArea,
  unusedMenuArea,
];
