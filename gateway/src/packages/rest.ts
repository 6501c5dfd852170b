import type { ListQuery, PackageInput } from '../__generated__/resolvers-types.js';
import type { PackageModel } from '../models.js';
import type { ByIdSource } from '../rest/loader.js';
import { restListQuery, toPage, type PageOf } from '../rest/list.js';
import { seg, type RestSession } from '../rest/session.js';
import { packageBody, packageFields, packageSort } from './fields.js';
import { toPackage, toPackageOption } from './normalise.js';

export function packageRest(rest: RestSession) {
  return {
    async list(query: ListQuery | null | undefined): Promise<PageOf<PackageModel>> {
      const answer = await rest.get('/admin/package/list', {
        shape: 'list',
        query: restListQuery(rest.requestId, query, packageSort),
      });
      return toPage(answer.value, toPackage);
    },
    /** One package with its children: the REST get answers a list whose first element is it. */
    async get(id: string): Promise<PackageModel> {
      return toPackage((await rest.get(`/admin/package/get/${seg(id)}`, { shape: 'first' })).value);
    },
    /** Every package as a list row (no children), for loaders asked for several ids. */
    async all(): Promise<PackageModel[]> {
      const answer = await rest.get('/admin/package/list', {
        shape: 'list',
        query: { pageNo: 1, pageSize: 10_000 },
      });
      return answer.value.results.map(toPackage);
    },
    async options() {
      const answer = await rest.get('/admin/package/all/list', { shape: 'data' });
      return Array.isArray(answer.value) ? answer.value.map(toPackageOption) : [];
    },
    async create(input: PackageInput) {
      const answer = await rest.post('/admin/package/create', {
        shape: 'data',
        body: packageBody(input),
        fields: packageFields,
      });
      return { message: answer.message, package: toPackage(answer.value) };
    },
    async update(id: string, input: PackageInput, expectedUpdatedAt: string | null | undefined) {
      const body = {
        _id: id,
        ...packageBody(input),
        ...(expectedUpdatedAt ? { updatedAt: expectedUpdatedAt } : {}),
      };
      const answer = await rest.put('/admin/package/update', {
        shape: 'data',
        body,
        fields: packageFields,
      });
      return { message: answer.message, package: toPackage(answer.value) };
    },
    async remove(id: string) {
      const answer = await rest.delete(`/admin/package/delete/${seg(id)}`, { shape: 'message' });
      return { id, message: answer.message };
    },
  };
}

/** Packages by id as list rows: several ids at once cost one list call. */
export function packageSource(rest: RestSession): ByIdSource<PackageModel> {
  const api = packageRest(rest);
  return {
    one: (id) => api.get(id),
    many: async () => new Map((await api.all()).map((p) => [p.id, p])),
  };
}

/** Packages by id with their season prices and add-ons: one get each. */
export function packageDetailSource(rest: RestSession): ByIdSource<PackageModel> {
  return { one: (id) => packageRest(rest).get(id) };
}
