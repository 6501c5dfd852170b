import type { Area } from '../../app/area';
import { ja } from '../../i18n/ja';

/** Placeholder screens (docs/product.md §2): reachable, not listed in the side menu. */
export const unusedMenuArea: Area = {
  id: 'unused-menu',
  screens: [
    { path: '/refund/refundlist', placeholder: ja.areas.refundList },
    { path: '/refund/recentrefund', placeholder: ja.areas.recentRefunds },
    { path: '/ticket/ticketinfo', placeholder: ja.areas.tickets },
  ],
};
