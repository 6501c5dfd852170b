import type DataLoader from 'dataloader';
import type { NewsCategory, Season } from './__generated__/resolvers-types.js';
import { categorySource } from './categories/rest.js';
import type { Category } from './categories/normalise.js';
import { newsCategorySource } from './news/rest.js';
import { byIdLoader } from './rest/loader.js';
import type { RestSession } from './rest/session.js';
import { seasonSource } from './seasons/rest.js';

/** Per-request look-ups by id, created on first use so a request pays only for what it needs. */
export class Loaders {
  private seasonLoader?: DataLoader<string, Season>;
  private dogCategoryLoader?: DataLoader<string, Category>;
  private packageCategoryLoader?: DataLoader<string, Category>;
  private newsCategoryLoader?: DataLoader<string, NewsCategory>;

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
}
