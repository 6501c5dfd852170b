import type { HolidayInput, HolidayListQuery } from '../__generated__/resolvers-types.js';
import type { HolidayModel } from '../models.js';
import { restListQuery, toPage, type PageOf } from '../rest/list.js';
import { seg } from '../rest/session.js';
import { RestSource, withVersion, type Deleted } from '../rest/source.js';
import { holidayTable } from './table.js';
import { afterCreate, afterUpdate, newestMatch } from '../rest/saved.js';

export interface HolidaySaved {
  message: string;
  /** Null on a create when the server did not return the saved record. */
  holiday: HolidayModel | null;
}

/** Holidays: /holiday/…. */
export class HolidaySource extends RestSource {
  async list(query: HolidayListQuery | null | undefined): Promise<PageOf<HolidayModel>> {
    const answer = await this.rest.get('/holiday/list', {
      shape: 'list',
      query: restListQuery(this.requestId, query, holidayTable.sort),
    });
    return toPage(answer.value, holidayTable.of);
  }

  async get(id: string): Promise<HolidayModel> {
    return holidayTable.of(
      (await this.rest.get(`/holiday/get/${seg(id)}`, { shape: 'data' })).value,
    );
  }

  async create(input: HolidayInput): Promise<HolidaySaved> {
    const answer = await this.rest.post('/holiday/create', {
      shape: 'data',
      body: holidayTable.body(input),
      fields: holidayTable.fieldErrors,
    });
    const holiday = await afterCreate(
      answer.value,
      holidayTable.of,
      (id) => this.get(id),
      () =>
        newestMatch(
          (q) => this.list(q),
          (h) => h.get('date') === input.date && h.get('packageId') === input.packageId,
        ),
    );
    return { message: answer.message, holiday };
  }

  async update(
    id: string,
    input: HolidayInput,
    expectedUpdatedAt: string | null | undefined,
  ): Promise<HolidaySaved> {
    const answer = await this.rest.put('/holiday/update', {
      shape: 'data',
      body: withVersion({ _id: id, ...holidayTable.body(input) }, expectedUpdatedAt),
      fields: holidayTable.fieldErrors,
    });
    const holiday = await afterUpdate(answer.value, id, holidayTable.of, (i) => this.get(i));
    return { message: answer.message, holiday };
  }

  async delete(id: string): Promise<Deleted> {
    const answer = await this.rest.delete(`/holiday/delete/${seg(id)}`, { shape: 'message' });
    return { id, message: answer.message };
  }
}
