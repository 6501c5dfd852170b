import type { RouteObject } from 'react-router-dom';
import { ja } from '../../i18n/ja';
import { prefetchCouponList } from '../../features/coupons/prefetchCouponList';
import { page, placeholder } from './routeHelpers';

const a = ja.areas;

/**
 * Every signed-in screen of spec section 2, with its exact path. To build a screen, replace its
 * `placeholder(path, name)` with `page(path, () => import('../../features/<area>/<Screen>'))`.
 */
export const areaRoutes: RouteObject[] = [
  page('/dashboard/default', () => import('../../features/dashboard/DashboardPage')),
  page('/dashboard/analytics', () => import('../../features/dashboard/AnalyticsPage')),

  page('/offer/product-list', () => import('../../features/packages/PackageListPage')),
  page('/offer/add-new-product', () => import('../../features/packages/PackageFormPage')),
  page('/offer/add-new-product/:id', () => import('../../features/packages/PackageFormPage')),

  page('/season/season-list', () => import('../../features/seasons/SeasonListPage')),
  page('/season/add-season', () => import('../../features/seasons/SeasonFormPage')),
  page('/season/add-season/:id', () => import('../../features/seasons/SeasonFormPage')),

  page(
    '/availability/availability-list',
    () => import('../../features/availability/AvailabilityListPage'),
  ),
  page(
    '/availability/add-new-availability',
    () => import('../../features/availability/AvailabilityFormPage'),
  ),
  page(
    '/availability/add-new-availability/:id',
    () => import('../../features/availability/AvailabilityFormPage'),
  ),

  page('/holidays/holidays-list', () => import('../../features/holidays/HolidayListPage')),
  page('/holidays/add-holidays', () => import('../../features/holidays/HolidayFormPage')),
  page('/holidays/add-holidays/:id', () => import('../../features/holidays/HolidayFormPage')),

  page(
    '/package-category/package-category-list',
    () => import('../../features/packageCategories/PackageCategoryListPage'),
  ),
  page(
    '/package-category/add-package-category',
    () => import('../../features/packageCategories/PackageCategoryFormPage'),
  ),
  page(
    '/package-category/add-package-category/:id',
    () => import('../../features/packageCategories/PackageCategoryFormPage'),
  ),

  page('/roomcategory/room-list', () => import('../../features/dogCategories/DogCategoryListPage')),
  page(
    '/roomcategory/add-room-category',
    () => import('../../features/dogCategories/DogCategoryFormPage'),
  ),
  page(
    '/roomcategory/add-room-category/:id',
    () => import('../../features/dogCategories/DogCategoryFormPage'),
  ),

  page('/news-topics/news-topics-list', () => import('../../features/news/NewsTopicListPage')),
  page('/news-topics/add-news-topics', () => import('../../features/news/NewsTopicFormPage')),
  page('/news-topics/add-news-topics/:id', () => import('../../features/news/NewsTopicFormPage')),

  page(
    '/categorytopics/categorytopics-list',
    () => import('../../features/newsCategories/NewsCategoryListPage'),
  ),
  page(
    '/categorytopics/add-categorytopics',
    () => import('../../features/newsCategories/NewsCategoryFormPage'),
  ),
  page(
    '/categorytopics/add-categorytopics/:id',
    () => import('../../features/newsCategories/NewsCategoryFormPage'),
  ),

  page('/setting/setting', () => import('../../features/settings/SettingsViewPage')),
  page('/setting/add-setting', () => import('../../features/settings/SettingsFormPage')),
  page('/setting/add-setting/:id', () => import('../../features/settings/SettingsFormPage')),

  page('/profile/profile-list', () => import('../../features/bookings/AllBookingsPage')),
  page('/profile/cancel-list', () => import('../../features/bookings/CancelledBookingsPage')),
  page('/profile/bookingdatelist', () => import('../../features/bookings/BookingsByDatePage')),
  page('/profile/pendinglist', () => import('../../features/bookings/PendingBookingsPage')),
  page('/profile/day-board', () => import('../../features/dayBoard/DayBoardPage')),
  page('/profile/add-new-profile', () => import('../../features/bookings/BookingPage')),
  page('/profile/add-new-profile/:id', () => import('../../features/bookings/BookingPage')),

  page('/user/product-list', () => import('../../features/users/UserListPage')),
  page('/user/add-new-product', () => import('../../features/users/UserFormPage')),
  page('/user/add-new-product/:id', () => import('../../features/users/UserFormPage')),
  page('/user/userdetails', () => import('../../features/users/UserDetailsPage')),
  page('/user/userdetails/:id', () => import('../../features/users/UserDetailsPage')),

  page('/gallery/product-list', () => import('../../features/gallery/GalleryListPage')),
  page('/gallery/add-new-product', () => import('../../features/gallery/GalleryFormPage')),
  page('/gallery/add-new-product/:id', () => import('../../features/gallery/GalleryFormPage')),

  page(
    '/coupon/product-list',
    () => import('../../features/coupons/CouponListPage'),
    prefetchCouponList,
  ),
  page('/coupon/add-new-product', () => import('../../features/coupons/CouponFormPage')),

  page('/widget/statistics', () => import('../../features/dashboard/StatisticsWidget')),
  page('/widget/data', () => import('../../features/dashboard/DataWidget')),
  page('/widget/chart', () => import('../../features/dashboard/ChartWidget')),

  page('/apps/profiles/account/*', () => import('../../features/account/AccountPage')),
  page('/apps/profiles/user/*', () => import('../../features/account/UserProfilePage')),
  placeholder('/apps/user-list', a.userList),
  placeholder('/apps/user-card', a.userCard),

  // The spec's unused menu: reachable, not listed in the side menu.
  placeholder('/refund/refundlist', a.refundList),
  placeholder('/refund/recentrefund', a.recentRefunds),
  placeholder('/ticket/ticketinfo', a.tickets),
];
