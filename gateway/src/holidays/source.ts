import type {
  HolidayInput,
  HolidayListQuery,
  HolidaySortField,
} from '../__generated__/resolvers-types.js';
import type { HolidayModel } from '../models.js';
import { restListQuery, toPage, type PageOf, type SortMap } from '../rest/list.js';
import { seg } from '../rest/session.js';
import { RestSource, withVersion, type Deleted } from '../rest/source.js';
import { holidayBody, holidayFields, toHoliday } from './normalise.js';
import { fieldOf } from '../rest/model.js';
import { afterCreate, afterUpdate, newestMatch } from '../rest/saved.js';

/** `sortBy` → REST `sortColumn`. */
const sort: SortMap<HolidaySortField> = {
  date: 'startDate',
  title: 'title',
  packageTitle: 'packageTitle',
  createdAt: 'createdAt',
};

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
      query: restListQuery(this.requestId, query, sort),
    });
    return toPage(answer.value, toHoliday);
  }

  async get(id: string): Promise<HolidayModel> {
    return toHoliday((await this.rest.get(`/holiday/get/${seg(id)}`, { shape: 'data' })).value);
  }

  async create(input: HolidayInput): Promise<HolidaySaved> {
    const answer = await this.rest.post('/holiday/create', {
      shape: 'data',
      body: holidayBody(input),
      fields: holidayFields,
    });
    const holiday = await afterCreate(
      answer.value,
      toHoliday,
      (id) => this.get(id),
      () =>
        newestMatch(
          (q) => this.list(q),
          (h) => fieldOf(h, 'date') === input.date && fieldOf(h, 'packageId') === input.packageId,
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
      body: withVersion({ _id: id, ...holidayBody(input) }, expectedUpdatedAt),
      fields: holidayFields,
    });
    const holiday = await afterUpdate(answer.value, id, toHoliday, (i) => this.get(i));
    return { message: answer.message, holiday };
  }

  async delete(id: string): Promise<Deleted> {
    const answer = await this.rest.delete(`/holiday/delete/${seg(id)}`, { shape: 'message' });
    return { id, message: answer.message };
  }
}
