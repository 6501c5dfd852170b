import type {
  Season,
  SeasonInput,
  SeasonListQuery,
  SeasonSortField,
} from '../__generated__/resolvers-types.js';
import { restListQuery, toPage, type PageOf, type SortMap } from '../rest/list.js';
import { seg } from '../rest/session.js';
import { RestSource, withVersion, type Deleted } from '../rest/source.js';
import { seasonBody, seasonFields, toSeason } from './normalise.js';
import { fieldOf } from '../rest/model.js';
import { afterCreate, afterUpdate, newestMatch } from '../rest/saved.js';

/** `sortBy` → REST `sortColumn`. */
const sort: SortMap<SeasonSortField> = {
  title: 'title',
  startDate: 'startDate',
  endDate: 'endDate',
  status: 'isActive',
  createdAt: 'createdAt',
};

/** Seasons: /season/…. */
export class SeasonSource extends RestSource {
  async list(query: SeasonListQuery | null | undefined): Promise<PageOf<Season>> {
    const answer = await this.rest.get('/season/list', {
      shape: 'list',
      query: restListQuery(this.requestId, query, sort),
    });
    return toPage(answer.value, toSeason);
  }

  async get(id: string): Promise<Season> {
    return toSeason((await this.rest.get(`/season/get/${seg(id)}`, { shape: 'data' })).value);
  }

  async create(input: SeasonInput): Promise<{ message: string; season: Season | null }> {
    const answer = await this.rest.post('/season/add', {
      shape: 'data',
      body: seasonBody(input),
      fields: seasonFields,
    });
    const season = await afterCreate(
      answer.value,
      toSeason,
      (id) => this.get(id),
      () =>
        newestMatch(
          (q) => this.list(q),
          (s) => fieldOf(s, 'title') === input.title,
          input.title,
        ),
    );
    return { message: answer.message, season };
  }

  async update(
    id: string,
    input: SeasonInput,
    expectedUpdatedAt: string | null | undefined,
  ): Promise<{ message: string; season: Season }> {
    const answer = await this.rest.put('/season/update', {
      shape: 'data',
      body: withVersion({ _id: id, ...seasonBody(input) }, expectedUpdatedAt),
      fields: seasonFields,
    });
    const season = await afterUpdate(answer.value, id, toSeason, (i) => this.get(i));
    return { message: answer.message, season };
  }

  async delete(id: string): Promise<Deleted> {
    const answer = await this.rest.delete(`/season/delete/${seg(id)}`, { shape: 'message' });
    return { id, message: answer.message };
  }
}
