import { SiteSettingsDocument } from '../../__generated__/graphql';
import { fixedScreenQuery } from '../../components/query/screenQuery';

/** What the screens start with, in a module of its own: see LazyScreenQueries. */
/** The settings as shown (the cache at once, then fresh). */
export const view = fixedScreenQuery(SiteSettingsDocument);
/** The settings as edited: fresh from the gateway. */
export const form = fixedScreenQuery(SiteSettingsDocument, 'network-only');
