import { SiteSettingsDocument } from '../../__generated__/graphql';
import { fixedScreenQuery } from '../../components/query/screenQuery';

/** What the screens start with, in a module of its own: see LazyScreenQueries. */
export const settings = fixedScreenQuery(SiteSettingsDocument);
