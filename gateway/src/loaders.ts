import type { Db } from '@dogstay/db';
import type DataLoader from 'dataloader';
import { DeskLoaders } from './frontDesk/loaders.js';
import type { CategoryRecord, NewsCategoryModel, PackageModel, SeasonRecord } from './models.js';
import { byIdLoader, mapById } from './rest/loader.js';
import type { Sources } from './sources.js';

/**
 * Per-request look-ups by id, built from the request's data sources and created on first use,
 * so a request pays only for what it needs.
 */
export class Loaders {
  private seasonLoader?: DataLoader<string, SeasonRecord>;
  private dogCategoryLoader?: DataLoader<string, CategoryRecord>;
  private packageCategoryLoader?: DataLoader<string, CategoryRecord>;
  private newsCategoryLoader?: DataLoader<string, NewsCategoryModel>;
  private packageLoader?: DataLoader<string, PackageModel>;
  private packageDetailLoader?: DataLoader<string, PackageModel>;
  private deskLoaders?: DeskLoaders;

  constructor(
    private readonly sources: Sources,
    private readonly requestId: string,
    private readonly store: Db,
  ) {}

  /** The front desk's arrival marks and notes by booking id, from the gateway's store. */
  get desk(): DeskLoaders {
    return (this.deskLoaders ??= new DeskLoaders(this.store, this.requestId));
  }

  get season(): DataLoader<string, SeasonRecord> {
    const seasons = this.sources.seasons;
    return (this.seasonLoader ??= byIdLoader(
      { one: (id) => seasons.get(id) },
      this.requestId,
      'Season',
    ));
  }

  /** One id costs a get; several in one tick cost one list call. */
  get dogCategory(): DataLoader<string, CategoryRecord> {
    return (this.dogCategoryLoader ??= this.categoryLoader(
      this.sources.dogCategories,
      'Dog category',
    ));
  }

  get packageCategory(): DataLoader<string, CategoryRecord> {
    return (this.packageCategoryLoader ??= this.categoryLoader(
      this.sources.packageCategories,
      'Package category',
    ));
  }

  /**
   * One id costs one get; several ids in one tick cost the one all-categories call, so a page of
   * topics costs at most one call for its categories.
   */
  get newsCategory(): DataLoader<string, NewsCategoryModel> {
    const categories = this.sources.newsCategories;
    return (this.newsCategoryLoader ??= byIdLoader(
      {
        one: (id) => categories.get(id),
        many: async () => mapById(await categories.all()),
      },
      this.requestId,
      'News category',
    ));
  }

  /** Packages as list rows (several ids cost one list call); children load on demand. */
  get package(): DataLoader<string, PackageModel> {
    const packages = this.sources.packages;
    return (this.packageLoader ??= byIdLoader(
      {
        one: (id) => packages.get(id),
        many: async () => mapById(await packages.all()),
      },
      this.requestId,
      'Package',
    ));
  }

  /** Packages with their season prices and add-ons (one get each). */
  get packageDetail(): DataLoader<string, PackageModel> {
    const packages = this.sources.packages;
    return (this.packageDetailLoader ??= byIdLoader(
      { one: (id) => packages.get(id) },
      this.requestId,
      'Package',
    ));
  }

  private categoryLoader(
    source: Sources['dogCategories'],
    what: string,
  ): DataLoader<string, CategoryRecord> {
    return byIdLoader(
      {
        one: (id) => source.get(id),
        many: async () => mapById(await source.all()),
      },
      this.requestId,
      what,
    );
  }
}
