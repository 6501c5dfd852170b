import type { Db } from '@dogstay/db';
import { AuthSource } from './auth/source.js';
import { AvailabilitySource } from './availability/source.js';
import { BookingSource } from './bookings/source.js';
import { CategorySource } from './categories/source.js';
import { dogCategoryTable, packageCategoryTable } from './categories/table.js';
import { CouponSource } from './coupons/source.js';
import { DashboardSource } from './dashboard/source.js';
import { FrontDeskSource } from './frontDesk/source.js';
import { GalleryCoverSource, GalleryImageSource } from './gallery/source.js';
import { HolidaySource } from './holidays/source.js';
import { NewsCategorySource, NewsTopicSource } from './news/source.js';
import { PackageSource } from './packages/source.js';
import type { RestSession } from './rest/session.js';
import { SeasonSource } from './seasons/source.js';
import { SettingsSource } from './settings/source.js';
import { UploadSource } from './uploads/source.js';
import { UserSource } from './users/source.js';

/**
 * The request's data sources, one per REST area, each bound to the request's RestSession (its
 * token, request id and call count). Resolvers and loaders reach REST only through these; no
 * resolver names a REST path. The front desk's source keeps its facts in the gateway's store and
 * reads bookings through the bookings source.
 *
 * Every source is made with the request: each is a small object holding the session (and, for
 * two, a path or an area), so making all of them costs less than a map of the ones used would.
 */
export class Sources {
  readonly auth: AuthSource;
  readonly availability: AvailabilitySource;
  readonly bookings: BookingSource;
  readonly frontDesk: FrontDeskSource;
  readonly dogCategories: CategorySource;
  readonly packageCategories: CategorySource;
  readonly coupons: CouponSource;
  readonly dashboard: DashboardSource;
  readonly galleryImages: GalleryImageSource;
  readonly galleryCovers: GalleryCoverSource;
  readonly holidays: HolidaySource;
  readonly newsTopics: NewsTopicSource;
  readonly newsCategories: NewsCategorySource;
  readonly packages: PackageSource;
  readonly seasons: SeasonSource;
  readonly settings: SettingsSource;
  readonly uploads: UploadSource;
  readonly users: UserSource;

  constructor(rest: RestSession, store: Db) {
    this.auth = new AuthSource(rest);
    this.availability = new AvailabilitySource(rest);
    this.bookings = new BookingSource(rest);
    this.frontDesk = new FrontDeskSource(store, this.bookings, rest.requestId);
    this.dogCategories = new CategorySource(rest, '/room', dogCategoryTable);
    this.packageCategories = new CategorySource(rest, '/package-category', packageCategoryTable);
    this.coupons = new CouponSource(rest);
    this.dashboard = new DashboardSource(rest);
    this.galleryImages = new GalleryImageSource(rest);
    this.galleryCovers = new GalleryCoverSource(rest);
    this.holidays = new HolidaySource(rest);
    this.newsTopics = new NewsTopicSource(rest);
    this.newsCategories = new NewsCategorySource(rest);
    this.packages = new PackageSource(rest);
    this.seasons = new SeasonSource(rest);
    this.settings = new SettingsSource(rest);
    this.uploads = new UploadSource(rest);
    this.users = new UserSource(rest);
  }
}
