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
 * The request's data sources, one per REST area, each created on first use and bound to the
 * request's RestSession (its token, request id and call count). Resolvers and loaders reach
 * REST only through these; no resolver names a REST path. The front desk's source keeps its
 * facts in the gateway's store and reads bookings through the bookings source.
 */
export class Sources {
  private readonly made = new Map<string, unknown>();

  constructor(
    private readonly rest: RestSession,
    private readonly store: Db,
  ) {}

  private once<T>(name: string, make: (rest: RestSession) => T): T {
    let source = this.made.get(name) as T | undefined;
    if (source === undefined) {
      source = make(this.rest);
      this.made.set(name, source);
    }
    return source;
  }

  get auth(): AuthSource {
    return this.once('auth', (rest) => new AuthSource(rest));
  }
  get availability(): AvailabilitySource {
    return this.once('availability', (rest) => new AvailabilitySource(rest));
  }
  get bookings(): BookingSource {
    return this.once('bookings', (rest) => new BookingSource(rest));
  }
  get frontDesk(): FrontDeskSource {
    return this.once(
      'frontDesk',
      (rest) => new FrontDeskSource(this.store, this.bookings, rest.requestId),
    );
  }
  get dogCategories(): CategorySource {
    return this.once(
      'dogCategories',
      (rest) => new CategorySource(rest, '/room', dogCategoryTable),
    );
  }
  get packageCategories(): CategorySource {
    return this.once(
      'packageCategories',
      (rest) => new CategorySource(rest, '/package-category', packageCategoryTable),
    );
  }
  get coupons(): CouponSource {
    return this.once('coupons', (rest) => new CouponSource(rest));
  }
  get dashboard(): DashboardSource {
    return this.once('dashboard', (rest) => new DashboardSource(rest));
  }
  get galleryImages(): GalleryImageSource {
    return this.once('galleryImages', (rest) => new GalleryImageSource(rest));
  }
  get galleryCovers(): GalleryCoverSource {
    return this.once('galleryCovers', (rest) => new GalleryCoverSource(rest));
  }
  get holidays(): HolidaySource {
    return this.once('holidays', (rest) => new HolidaySource(rest));
  }
  get newsTopics(): NewsTopicSource {
    return this.once('newsTopics', (rest) => new NewsTopicSource(rest));
  }
  get newsCategories(): NewsCategorySource {
    return this.once('newsCategories', (rest) => new NewsCategorySource(rest));
  }
  get packages(): PackageSource {
    return this.once('packages', (rest) => new PackageSource(rest));
  }
  get seasons(): SeasonSource {
    return this.once('seasons', (rest) => new SeasonSource(rest));
  }
  get settings(): SettingsSource {
    return this.once('settings', (rest) => new SettingsSource(rest));
  }
  get uploads(): UploadSource {
    return this.once('uploads', (rest) => new UploadSource(rest));
  }
  get users(): UserSource {
    return this.once('users', (rest) => new UserSource(rest));
  }
}
