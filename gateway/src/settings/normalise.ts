import type { SiteSettings, SiteSettingsInput } from '../__generated__/resolvers-types.js';
import { record } from '../rest/read.js';

export function toSiteSettings(raw: unknown): SiteSettings {
  const r = record(raw, 'settings');
  return {
    id: r.optId('_id'),
    picnicPrice: r.int('picnicPrice'),
    minPicnicPeople: r.int('minPicnicPeople'),
    maxPicnicPeople: r.int('maxPicnicPeople'),
    homePageTime1: r.optStr('homePageTime1')?.trim() || null,
    homePageTime2: r.optStr('homePageTime2')?.trim() || null,
    homePageTime3: r.optStr('homePageTime3')?.trim() || null,
    homePageTime4: r.optStr('homePageTime4')?.trim() || null,
    createdAt: r.optDateTime('createdAt'),
    updatedAt: r.optDateTime('updatedAt'),
  };
}

export function settingsBody(input: SiteSettingsInput): Record<string, unknown> {
  return {
    picnicPrice: input.picnicPrice ?? 0,
    minPicnicPeople: input.minPicnicPeople ?? 0,
    maxPicnicPeople: input.maxPicnicPeople ?? 0,
    homePageTime1: input.homePageTime1 ?? '',
    homePageTime2: input.homePageTime2 ?? '',
    homePageTime3: input.homePageTime3 ?? '',
    homePageTime4: input.homePageTime4 ?? '',
  };
}
