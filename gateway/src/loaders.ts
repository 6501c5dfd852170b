import type DataLoader from 'dataloader';
import type { NewsCategory, Season } from './__generated__/resolvers-types.js';
import { categorySource } from './categories/rest.js';
import type { Category } from './categories/normalise.js';
import type { PackageModel } from './models.js';
import { newsCategorySource } from './news/rest.js';
import { packageDetailSource, packageSource } from './packages/rest.js';
import { byIdLoader } from './rest/loader.js';
import type { RestSession } from './rest/session.js';
import { seasonSource } from './seasons/rest.js';

/** Per-request look-ups by id, created on first use so a request pays only for what it needs. */
export class Loaders {
  private seasonLoader?: DataLoader<string, Season>;
  private dogCategoryLoader?: DataLoader<string, Category>;
  private packageCategoryLoader?: DataLoader<string, Category>;
  private newsCategoryLoader?: DataLoader<string, NewsCategory>;
  private packageLoader?: DataLoader<string, PackageModel>;
  private packageDetailLoader?: DataLoader<string, PackageModel>;

  constructor(private readonly rest: RestSession) {}

  get season(): DataLoader<string, Season> {
    return (this.seasonLoader ??= byIdLoader(
      seasonSource(this.rest),
      this.rest.requestId,
      'Season',
    ));
  }

  get dogCategory(): DataLoader<string, Category> {
    return (this.dogCategoryLoader ??= byIdLoader(
      categorySource(this.rest, '/room'),
      this.rest.requestId,
      'Dog category',
    ));
  }

  get packageCategory(): DataLoader<string, Category> {
    return (this.packageCategoryLoader ??= byIdLoader(
      categorySource(this.rest, '/package-category'),
      this.rest.requestId,
      'Package category',
    ));
  }

  get newsCategory(): DataLoader<string, NewsCategory> {
    return (this.newsCategoryLoader ??= byIdLoader(
      newsCategorySource(this.rest),
      this.rest.requestId,
      'News category',
    ));
  }

  /** Packages as list rows (several ids cost one list call); children load on demand. */
  get package(): DataLoader<string, PackageModel> {
    return (this.packageLoader ??= byIdLoader(
      packageSource(this.rest),
      this.rest.requestId,
      'Package',
    ));
  }

  /** Packages with their season prices and add-ons (one get each). */
  get packageDetail(): DataLoader<string, PackageModel> {
    return (this.packageDetailLoader ??= byIdLoader(
      packageDetailSource(this.rest),
      this.rest.requestId,
      'Package',
    ));
  }
}
