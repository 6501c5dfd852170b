import { HistoryIcon } from '@blueprintjs/icons';
import type { Area } from '../../app/area';
import { ja } from '../../i18n/ja';
import { auditPaths as p } from './paths';

export { auditPaths } from './paths';

/** 操作履歴: every change through the gateway, for admins (the menu hides it from staff). */
export const auditArea: Area = {
  id: 'audit',
  screens: [
    {
      path: p.list,
      // No route query: staff who open the URL get the admins-only notice, not a refusal.
      load: () => import('./AuditListPage'),
    },
  ],
  menu: {
    section: 'catalogue',
    order: 900,
    entries: [
      { id: 'audit', label: ja.areas.audit, path: p.list, icon: HistoryIcon, adminOnly: true },
    ],
  },
};
