import type { SiteSettings, SiteSettingsInput } from '../__generated__/resolvers-types.js';
import { RestSource, withVersion } from '../rest/source.js';
import { usableRecord } from '../rest/saved.js';
import { settingsBody, toSiteSettings } from './normalise.js';

/** Site settings: /setting/…. */
export class SettingsSource extends RestSource {
  async get(): Promise<SiteSettings> {
    return toSiteSettings((await this.rest.get('/setting/get', { shape: 'data' })).value);
  }

  async update(
    input: SiteSettingsInput,
    expectedUpdatedAt: string | null | undefined,
  ): Promise<{ message: string; siteSettings: SiteSettings }> {
    const answer = await this.rest.post('/setting/update', {
      shape: 'data',
      body: withVersion(settingsBody(input), expectedUpdatedAt),
    });
    // Answered without the saved settings (204, no data): read them again.
    const siteSettings = usableRecord(answer.value)
      ? toSiteSettings(answer.value)
      : await this.get();
    return { message: answer.message, siteSettings };
  }
}
