import { CogIcon } from '@blueprintjs/icons';
import { withId, type Area } from '../../app/area';
import { ja } from '../../i18n/ja';
import { settingsPaths as p } from './paths';

export { settingsPaths } from './paths';

const form = () => import('./SettingsFormPage');

/** The site settings: one record, viewed and edited. */
export const settingsArea: Area = {
  id: 'settings',
  screens: [
    { path: p.view, load: () => import('./SettingsViewPage') },
    { path: p.add, load: form },
    { path: withId(p.add), load: form },
  ],
  menu: {
    section: 'catalogue',
    order: 120,
    entries: [{ id: 'settings', label: ja.areas.settings, path: p.view, icon: CogIcon }],
  },
};
