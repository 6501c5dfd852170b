import type {
  PackageInput,
  PackageListQuery,
  PackageOption,
  PackageSortField,
} from '../__generated__/resolvers-types.js';
import type { PackageModel } from '../models.js';
import { MAX_PAGE_SIZE, restListQuery, toPage, type PageOf, type SortMap } from '../rest/list.js';
import { seg } from '../rest/session.js';
import { RestSource, withVersion, type Deleted } from '../rest/source.js';
import { packageBody, packageFields } from './fields.js';
import { toPackage, toPackageOption } from './normalise.js';
import { fieldOf } from '../rest/model.js';
import { afterCreate, afterUpdate, newestMatch } from '../rest/saved.js';

/** `sortBy` → REST `sortColumn`. */
const sort: SortMap<PackageSortField> = {
  title: 'title',
  price: 'price',
  displayOrder: 'orderBy',
  status: 'isActive',
  createdAt: 'createdAt',
};

export interface PackageSaved {
  message: string;
  /** Null on a create when the server did not return the saved record. */
  package: PackageModel | null;
}

/** Packages: /admin/package/…. */
export class PackageSource extends RestSource {
  async list(query: PackageListQuery | null | undefined): Promise<PageOf<PackageModel>> {
    const rest = restListQuery(this.requestId, query, sort);
    if (query?.categoryId || query?.status) return this.filteredList(query, rest);
    const answer = await this.rest.get('/admin/package/list', { shape: 'list', query: rest });
    return toPage(answer.value, toPackage);
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
    const matching = toPage(answer.value, toPackage).items.filter(
      (p) =>
        (!query.categoryId || fieldOf(p, 'categoryId') === query.categoryId) &&
        (!query.status || fieldOf(p, 'status') === query.status),
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
    return toPackage(answer.value);
  }

  /** Every package as a list row (no children), for loaders asked for several ids. */
  async all(): Promise<PackageModel[]> {
    const answer = await this.rest.get('/admin/package/list', {
      shape: 'list',
      query: { pageNo: 1, pageSize: 10_000 },
    });
    return answer.value.results.map(toPackage);
  }

  /** Every package as an id and a title (GET /admin/package/all/list). */
  async options(): Promise<PackageOption[]> {
    const answer = await this.rest.get('/admin/package/all/list', { shape: 'data' });
    return Array.isArray(answer.value) ? answer.value.map(toPackageOption) : [];
  }

  async create(input: PackageInput): Promise<PackageSaved> {
    const answer = await this.rest.post('/admin/package/create', {
      shape: 'data',
      body: packageBody(input),
      fields: packageFields,
    });
    const created = await afterCreate(
      answer.value,
      toPackage,
      (id) => this.get(id),
      () =>
        newestMatch(
          (q) => this.list(q),
          (p) => fieldOf(p, 'title') === input.title,
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
      body: withVersion({ _id: id, ...packageBody(input) }, expectedUpdatedAt),
      fields: packageFields,
    });
    const updated = await afterUpdate(answer.value, id, toPackage, (i) => this.get(i));
    return { message: answer.message, package: updated };
  }

  async delete(id: string): Promise<Deleted> {
    const answer = await this.rest.delete(`/admin/package/delete/${seg(id)}`, {
      shape: 'message',
    });
    return { id, message: answer.message };
  }
}
