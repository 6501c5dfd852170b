import type { ApiApp } from '../http/app-types.js';
import { Envelope } from '../http/common-schemas.js';
import { ok } from '../http/envelope.js';
import { getSettings, saveSettings } from './repo.js';
import { checkSettings } from './rules.js';
import { Settings, SettingsBody } from './schemas.js';

const tags = ['settings'];

/** The site settings: one row, created by the first save. Validation errors as {param, msg}. */
export async function settingRoutes(app: ApiApp): Promise<void> {
  app.post(
    '/setting/update',
    {
      schema: {
        tags,
        summary: 'Create or update the site settings',
        body: SettingsBody,
        response: { 200: Envelope(Settings) },
      },
    },
    async (request) => {
      checkSettings(request.body);
      await saveSettings(app.db, request.body);
      return ok(await getSettings(app.db), 'Settings saved successfully');
    },
  );

  app.get(
    '/setting/get',
    {
      schema: {
        tags,
        summary:
          'The site settings (defaults 0, 0, 0 before the first save); query parameters are ignored',
        response: { 200: Envelope(Settings) },
      },
    },
    async () => ok(await getSettings(app.db)),
  );
}
