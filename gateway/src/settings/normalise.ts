import type { SiteSettings, SiteSettingsInput } from '../__generated__/resolvers-types.js';
import { modelOf } from '../rest/model.js';

/** REST settings record → SiteSettings, read field by field (a lazy model). */
export const toSiteSettings = modelOf<SiteSettings>('settings', {
  id: (r) => r.optId('_id'),
  picnicPrice: (r) => r.int('picnicPrice'),
  minPicnicPeople: (r) => r.int('minPicnicPeople'),
  maxPicnicPeople: (r) => r.int('maxPicnicPeople'),
  homePageTime1: (r) => r.optStr('homePageTime1')?.trim() || null,
  homePageTime2: (r) => r.optStr('homePageTime2')?.trim() || null,
  homePageTime3: (r) => r.optStr('homePageTime3')?.trim() || null,
  homePageTime4: (r) => r.optStr('homePageTime4')?.trim() || null,
  createdAt: (r) => r.optDateTime('createdAt'),
  updatedAt: (r) => r.optDateTime('updatedAt'),
});

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
