import { CogIcon } from '@blueprintjs/icons';
import { listAndFormArea } from '../../app/area';
import { ja } from '../../i18n/ja';
import { settingsPaths as p } from './paths';

export { settingsPaths } from './paths';

/** Both screens show the one settings record. */
/** The queries the screens start with, loaded after sign-in (see LazyScreenQueries). */
const queries = () => import('./screenQueries');
const settings = () => queries().then((q) => q.settings);

/** The site settings: one record, viewed and edited. */
export const settingsArea = listAndFormArea(
  'settings',
  { list: p.view, add: p.add },
  {
    menu: [120, ja.areas.settings, CogIcon],
    list: [() => import('./SettingsViewPage'), settings],
    form: [() => import('./SettingsFormPage'), settings],
  },
);
