import type { SiteSettingsInput } from '../__generated__/resolvers-types.js';
import type { SiteSettingsModel } from '../models.js';
import { RestSource, withVersion } from '../rest/source.js';
import { usableRecord } from '../rest/saved.js';
import { settingsTable } from './table.js';

/** Site settings: /setting/…. */
export class SettingsSource extends RestSource {
  async get(): Promise<SiteSettingsModel> {
    return settingsTable.of((await this.rest.get('/setting/get', { shape: 'data' })).value);
  }

  async update(
    input: SiteSettingsInput,
    expectedUpdatedAt: string | null | undefined,
  ): Promise<{ message: string; siteSettings: SiteSettingsModel }> {
    const answer = await this.rest.post('/setting/update', {
      shape: 'data',
      body: withVersion(settingsTable.body(input), expectedUpdatedAt),
    });
    // Answered without the saved settings (204, no data): read them again.
    const siteSettings = usableRecord(answer.value)
      ? settingsTable.of(answer.value)
      : await this.get();
    return { message: answer.message, siteSettings };
  }
}
