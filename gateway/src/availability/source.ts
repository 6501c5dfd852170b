import type {
  AvailabilityInput,
  AvailabilityListQuery,
  AvailabilitySortField,
} from '../__generated__/resolvers-types.js';
import type { AvailabilityModel, PackageDayModel } from '../models.js';
import { restListQuery, toPage, type PageOf, type SortMap } from '../rest/list.js';
import { seg } from '../rest/session.js';
import { RestSource, withVersion, type Deleted } from '../rest/source.js';
import { availabilityBody, availabilityFields, toAvailability, toPackageDay } from './normalise.js';
import { fieldOf } from '../rest/model.js';
import { afterCreate, afterUpdate, newestMatch } from '../rest/saved.js';

/** `sortBy` → REST `sortColumn`. */
const sort: SortMap<AvailabilitySortField> = {
  startDate: 'startDate',
  endDate: 'endDate',
  packageTitle: 'packageTitle',
  inventory: 'inventory',
  createdAt: 'createdAt',
};

export interface AvailabilitySaved {
  message: string;
  /** Null on a create when the server did not return the saved record. */
  availability: AvailabilityModel | null;
}

/** Availability: /availability/…. */
export class AvailabilitySource extends RestSource {
  async list(
    query: AvailabilityListQuery | null | undefined,
    packageId?: string | null,
  ): Promise<PageOf<AvailabilityModel>> {
    const answer = await this.rest.get('/availability/list', {
      shape: 'list',
      query: { ...restListQuery(this.requestId, query, sort), packageId },
    });
    return toPage(answer.value, toAvailability);
  }

  async get(id: string): Promise<AvailabilityModel> {
    const answer = await this.rest.get(`/availability/get/${seg(id)}`, { shape: 'data' });
    return toAvailability(answer.value);
  }

  /** The packages bookable on a day, with their season and slots. */
  async packagesOnDay(date: string): Promise<PackageDayModel[]> {
    const answer = await this.rest.get('/availability/package/season', {
      shape: 'data',
      query: { startDate: date },
      fields: { startDate: 'date' },
    });
    return Array.isArray(answer.value) ? answer.value.map(toPackageDay) : [];
  }

  async create(input: AvailabilityInput): Promise<AvailabilitySaved> {
    const answer = await this.rest.post('/availability/create', {
      shape: 'data',
      body: availabilityBody(input),
      fields: availabilityFields,
    });
    const availability = await afterCreate(
      answer.value,
      toAvailability,
      (id) => this.get(id),
      () =>
        newestMatch(
          (q) => this.list(q, input.packageId),
          (a) =>
            fieldOf(a, 'startDate') === input.startDate && fieldOf(a, 'endDate') === input.endDate,
        ),
    );
    return { message: answer.message, availability };
  }

  async update(
    id: string,
    input: AvailabilityInput,
    expectedUpdatedAt: string | null | undefined,
  ): Promise<AvailabilitySaved> {
    const answer = await this.rest.put('/availability/update', {
      shape: 'data',
      body: withVersion({ _id: id, ...availabilityBody(input) }, expectedUpdatedAt),
      fields: availabilityFields,
    });
    const availability = await afterUpdate(answer.value, id, toAvailability, (i) => this.get(i));
    return { message: answer.message, availability };
  }

  async delete(id: string): Promise<Deleted> {
    const answer = await this.rest.delete(`/availability/delete/${seg(id)}`, {
      shape: 'message',
    });
    return { id, message: answer.message };
  }
}
