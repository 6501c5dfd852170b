import type { PackageInput, PackageListQuery } from '../__generated__/resolvers-types.js';
import type { PackageModel, PackageOptionModel } from '../models.js';
import { MAX_PAGE_SIZE, restListQuery, toPage, type PageOf } from '../rest/list.js';
import { seg } from '../rest/session.js';
import { RestSource, withVersion, type Deleted } from '../rest/source.js';
import { packageOptionTable, packageTable } from './table.js';
import { afterCreate, afterUpdate, newestMatch } from '../rest/saved.js';

export interface PackageSaved {
  message: string;
  /** Null on a create when the server did not return the saved record. */
  package: PackageModel | null;
}

/** Packages: /admin/package/…. */
export class PackageSource extends RestSource {
  async list(query: PackageListQuery | null | undefined): Promise<PageOf<PackageModel>> {
    const rest = restListQuery(this.requestId, query, packageTable.sort);
    if (query?.categoryId || query?.status) return this.filteredList(query, rest);
    const answer = await this.rest.get('/admin/package/list', { shape: 'list', query: rest });
    return toPage(answer.value, packageTable.of);
  }

  /**
   * The REST list cannot filter by category or status: the whole searched and sorted list (one
   * REST page of up to 10000) is read, filtered here, and the asked page cut from it.
   */
  private async filteredList(
    query: PackageListQuery,
    rest: ReturnType<typeof restListQuery>,
  ): Promise<PageOf<PackageModel>> {
    const answer = await this.rest.get('/admin/package/list', {
      shape: 'list',
      query: { ...rest, pageNo: 1, pageSize: MAX_PAGE_SIZE },
    });
    const matching = toPage(answer.value, packageTable.of).items.filter(
      (p) =>
        (!query.categoryId || p.getOr('categoryId', null) === query.categoryId) &&
        (!query.status || p.get('status') === query.status),
    );
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 10;
    return {
      items: matching.slice((page - 1) * pageSize, page * pageSize),
      total: matching.length,
      page,
      pageSize,
    };
  }

  /** One package with its children: the REST get answers a list whose first element is it. */
  async get(id: string): Promise<PackageModel> {
    const answer = await this.rest.get(`/admin/package/get/${seg(id)}`, { shape: 'first' });
    return packageTable.of(answer.value);
  }

  /** Every package as a list row (no children), for loaders asked for several ids. */
  async all(): Promise<PackageModel[]> {
    const answer = await this.rest.get('/admin/package/list', {
      shape: 'list',
      query: { pageNo: 1, pageSize: 10_000 },
    });
    return answer.value.results.map(packageTable.of);
  }

  /** Every package as an id and a title (GET /admin/package/all/list). */
  async options(): Promise<PackageOptionModel[]> {
    const answer = await this.rest.get('/admin/package/all/list', { shape: 'data' });
    return Array.isArray(answer.value) ? answer.value.map(packageOptionTable.of) : [];
  }

  async create(input: PackageInput): Promise<PackageSaved> {
    const answer = await this.rest.post('/admin/package/create', {
      shape: 'data',
      body: packageTable.body(input),
      fields: packageTable.fieldErrors,
    });
    const created = await afterCreate(
      answer.value,
      packageTable.of,
      (id) => this.get(id),
      () =>
        newestMatch(
          (q) => this.list(q),
          (p) => p.get('title') === input.title,
          input.title,
        ),
    );
    return { message: answer.message, package: created };
  }

  async update(
    id: string,
    input: PackageInput,
    expectedUpdatedAt: string | null | undefined,
  ): Promise<PackageSaved> {
    const answer = await this.rest.put('/admin/package/update', {
      shape: 'data',
      body: withVersion({ _id: id, ...packageTable.body(input) }, expectedUpdatedAt),
      fields: packageTable.fieldErrors,
    });
    const updated = await afterUpdate(answer.value, id, packageTable.of, (i) => this.get(i));
    return { message: answer.message, package: updated };
  }

  async delete(id: string): Promise<Deleted> {
    const answer = await this.rest.delete(`/admin/package/delete/${seg(id)}`, {
      shape: 'message',
    });
    return { id, message: answer.message };
  }
}
