import type { SeasonInput, SeasonListQuery } from '../__generated__/resolvers-types.js';
import type { SeasonRecord } from '../models.js';
import { restListQuery, toPage, type PageOf } from '../rest/list.js';
import { seg } from '../rest/session.js';
import { RestSource, withVersion, type Deleted } from '../rest/source.js';
import { seasonTable } from './table.js';
import { afterCreate, afterUpdate, newestMatch } from '../rest/saved.js';

/** Seasons: /season/…. */
export class SeasonSource extends RestSource {
  async list(query: SeasonListQuery | null | undefined): Promise<PageOf<SeasonRecord>> {
    const answer = await this.rest.get('/season/list', {
      shape: 'list',
      query: restListQuery(this.requestId, query, seasonTable.sort),
    });
    return toPage(answer.value, seasonTable.of);
  }

  async get(id: string): Promise<SeasonRecord> {
    return seasonTable.of((await this.rest.get(`/season/get/${seg(id)}`, { shape: 'data' })).value);
  }

  async create(input: SeasonInput): Promise<{ message: string; season: SeasonRecord | null }> {
    const answer = await this.rest.post('/season/add', {
      shape: 'data',
      body: seasonTable.body(input),
      fields: seasonTable.fieldErrors,
    });
    const season = await afterCreate(
      answer.value,
      seasonTable.of,
      (id) => this.get(id),
      () =>
        newestMatch(
          (q) => this.list(q),
          (s) => s.get('title') === input.title,
          input.title,
        ),
    );
    return { message: answer.message, season };
  }

  async update(
    id: string,
    input: SeasonInput,
    expectedUpdatedAt: string | null | undefined,
  ): Promise<{ message: string; season: SeasonRecord }> {
    const answer = await this.rest.put('/season/update', {
      shape: 'data',
      body: withVersion({ _id: id, ...seasonTable.body(input) }, expectedUpdatedAt),
      fields: seasonTable.fieldErrors,
    });
    const season = await afterUpdate(answer.value, id, seasonTable.of, (i) => this.get(i));
    return { message: answer.message, season };
  }

  async delete(id: string): Promise<Deleted> {
    const answer = await this.rest.delete(`/season/delete/${seg(id)}`, { shape: 'message' });
    return { id, message: answer.message };
  }
}
