import { CogIcon } from '@blueprintjs/icons';
import { listAndForm, type Area } from '../../app/area';
import { SiteSettingsDocument } from '../../__generated__/graphql';
import { fixedScreenQuery } from '../../components/query/screenQuery';
import { ja } from '../../i18n/ja';
import { settingsPaths as p } from './paths';

export { settingsPaths } from './paths';

/** Both screens show the one settings record. */
const settings = fixedScreenQuery(SiteSettingsDocument);

/** The site settings: one record, viewed and edited. */
export const settingsArea: Area = {
  id: 'settings',
  screens: listAndForm(
    { path: p.view, load: () => import('./SettingsViewPage'), query: settings },
    { path: p.add, load: () => import('./SettingsFormPage'), query: settings },
  ),
  menu: {
    section: 'catalogue',
    order: 120,
    entries: [{ id: 'settings', label: ja.areas.settings, path: p.view, icon: CogIcon }],
  },
};
