import { CogIcon } from '@blueprintjs/icons';
import { listAndFormArea } from '../../app/area';
import { ja } from '../../i18n/ja';
import { settingsPaths as p } from './paths';

export { settingsPaths } from './paths';

/** Both screens show the one settings record. */
/** The queries the screens start with, loaded after sign-in (see LazyScreenQueries). */
const queries = () => import('./screenQueries');

/** The site settings: one record, viewed and edited. */
export const settingsArea = listAndFormArea(
  'settings',
  { list: p.view, add: p.add },
  {
    menu: [120, ja.areas.settings, CogIcon],
    list: [() => import('./SettingsViewPage'), () => queries().then((q) => q.view)],
    form: [() => import('./SettingsFormPage'), () => queries().then((q) => q.form)],
  },
);
