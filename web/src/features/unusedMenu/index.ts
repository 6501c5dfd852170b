import type { Area } from '../../app/area';
import { ja } from '../../i18n/ja';

/** The spec's unused menu: reachable, not listed in the side menu, content not shown. */
export const unusedMenuArea: Area = {
  id: 'unused-menu',
  screens: [
    { path: '/refund/refundlist', placeholder: ja.areas.refundList },
    { path: '/refund/recentrefund', placeholder: ja.areas.recentRefunds },
    { path: '/ticket/ticketinfo', placeholder: ja.areas.tickets },
  ],
};
