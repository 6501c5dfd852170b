import { CogIcon } from '@blueprintjs/icons';
import { listAndFormArea } from '../../app/area';
import { SiteSettingsDocument } from '../../__generated__/graphql';
import { fixedScreenQuery } from '../../components/query/screenQuery';
import { ja } from '../../i18n/ja';
import { settingsPaths as p } from './paths';

export { settingsPaths } from './paths';

/** Both screens show the one settings record. */
const settings = fixedScreenQuery(SiteSettingsDocument);

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
