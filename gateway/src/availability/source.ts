import type { AvailabilityInput, AvailabilityListQuery } from '../__generated__/resolvers-types.js';
import type { AvailabilityModel, PackageDayModel } from '../models.js';
import { restListQuery, toPage, type PageOf } from '../rest/list.js';
import { seg } from '../rest/session.js';
import { RestSource, withVersion, type Deleted } from '../rest/source.js';
import { packageDayTable } from './day-tables.js';
import { availabilityTable } from './table.js';
import { afterCreate, afterUpdate, newestMatch } from '../rest/saved.js';

export interface AvailabilitySaved {
  message: string;
  /** Null on a create when the server did not return the saved record. */
  availability: AvailabilityModel | null;
}

/** The day look-up's REST query parameter: its field errors name the query's `date`. */
const DAY_PARAM = 'startDate';

/** Availability: /availability/…. */
export class AvailabilitySource extends RestSource {
  async list(
    query: AvailabilityListQuery | null | undefined,
    packageId?: string | null,
  ): Promise<PageOf<AvailabilityModel>> {
    const answer = await this.rest.get('/availability/list', {
      shape: 'list',
      query: {
        ...restListQuery(this.requestId, query, availabilityTable.sort),
        ...availabilityTable.filterQuery({ packageId }),
      },
    });
    return toPage(answer.value, availabilityTable.of);
  }

  async get(id: string): Promise<AvailabilityModel> {
    const answer = await this.rest.get(`/availability/get/${seg(id)}`, { shape: 'data' });
    return availabilityTable.of(answer.value);
  }

  /** The packages bookable on a day, with their season and slots. */
  async packagesOnDay(date: string): Promise<PackageDayModel[]> {
    const answer = await this.rest.get('/availability/package/season', {
      shape: 'data',
      query: { [DAY_PARAM]: date },
      fields: { [DAY_PARAM]: 'date' },
    });
    return Array.isArray(answer.value) ? answer.value.map(packageDayTable.readWhole) : [];
  }

  async create(input: AvailabilityInput): Promise<AvailabilitySaved> {
    const answer = await this.rest.post('/availability/create', {
      shape: 'data',
      body: availabilityTable.body(input),
      fields: availabilityTable.fieldErrors,
    });
    const availability = await afterCreate(
      answer.value,
      availabilityTable.of,
      (id) => this.get(id),
      () =>
        newestMatch(
          (q) => this.list(q, input.packageId),
          (a) => a.get('startDate') === input.startDate && a.get('endDate') === input.endDate,
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
      body: withVersion({ _id: id, ...availabilityTable.body(input) }, expectedUpdatedAt),
      fields: availabilityTable.fieldErrors,
    });
    const availability = await afterUpdate(answer.value, id, availabilityTable.of, (i) =>
      this.get(i),
    );
    return { message: answer.message, availability };
  }

  async delete(id: string): Promise<Deleted> {
    const answer = await this.rest.delete(`/availability/delete/${seg(id)}`, {
      shape: 'message',
    });
    return { id, message: answer.message };
  }
}
