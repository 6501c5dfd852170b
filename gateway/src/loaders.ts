import type { Db } from '@dogstay/db';
import type DataLoader from 'dataloader';
import type { NewsCategory, Season } from './__generated__/resolvers-types.js';
import type { Category } from './categories/normalise.js';
import { DeskLoaders } from './frontDesk/loaders.js';
import type { PackageModel } from './models.js';
import { byIdLoader } from './rest/loader.js';
import type { Sources } from './sources.js';

/**
 * Per-request look-ups by id, built from the request's data sources and created on first use,
 * so a request pays only for what it needs.
 */
export class Loaders {
  private seasonLoader?: DataLoader<string, Season>;
  private dogCategoryLoader?: DataLoader<string, Category>;
  private packageCategoryLoader?: DataLoader<string, Category>;
  private newsCategoryLoader?: DataLoader<string, NewsCategory>;
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

  get season(): DataLoader<string, Season> {
    const seasons = this.sources.seasons;
    return (this.seasonLoader ??= byIdLoader(
      { one: (id) => seasons.get(id) },
      this.requestId,
      'Season',
    ));
  }

  /** One id costs a get; several in one tick cost one list call. */
  get dogCategory(): DataLoader<string, Category> {
    return (this.dogCategoryLoader ??= this.categoryLoader(
      this.sources.dogCategories,
      'Dog category',
    ));
  }

  get packageCategory(): DataLoader<string, Category> {
    return (this.packageCategoryLoader ??= this.categoryLoader(
      this.sources.packageCategories,
      'Package category',
    ));
  }

  /**
   * One id costs one get; several ids in one tick cost the one all-categories call, so a page of
   * topics costs at most one call for its categories.
   */
  get newsCategory(): DataLoader<string, NewsCategory> {
    const categories = this.sources.newsCategories;
    return (this.newsCategoryLoader ??= byIdLoader(
      {
        one: (id) => categories.get(id),
        many: async () => new Map((await categories.all()).map((c) => [c.id, c])),
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
        many: async () => new Map((await packages.all()).map((p) => [p.id, p])),
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
  ): DataLoader<string, Category> {
    return byIdLoader(
      {
        one: (id) => source.get(id),
        many: async () => new Map((await source.all()).map((c) => [c.id, c])),
      },
      this.requestId,
      what,
    );
  }
}
