import { KeyIcon } from '@blueprintjs/icons';
import type { Area } from '../../app/area';
import { ja } from '../../i18n/ja';
import { apiKeyPaths as p } from './paths';

export { apiKeyPaths } from './paths';

/** 連携キー: the API keys tools call the gateway with. Administrators only. */
export const apiKeysArea: Area = {
  id: 'apiKeys',
  screens: [{ path: p.list, load: () => import('./ApiKeyListPage') }],
  menu: {
    section: 'catalogue',
    order: 55,
    entries: [
      { id: 'apiKeys', label: ja.areas.apiKeys, path: p.list, icon: KeyIcon, adminOnly: true },
    ],
  },
};
