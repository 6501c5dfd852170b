import { ShoppingCartIcon } from '@blueprintjs/icons';
import type { Area } from '../../app/area';
import { ja } from '../../i18n/ja';
import { couponPaths as p } from './paths';
import { prefetchCouponList } from './prefetchCouponList';

export { couponPaths } from './paths';

/** Coupons: the list (its first rows asked for as the navigation starts) and the add/edit form. */
export const couponsArea: Area = {
  id: 'coupons',
  screens: [
    { path: p.list, load: () => import('./CouponListPage'), loader: prefetchCouponList },
    { path: p.add, load: () => import('./CouponFormPage') },
  ],
  menu: {
    section: 'catalogue',
    order: 130,
    entries: [{ id: 'coupons', label: ja.areas.coupons, path: p.list, icon: ShoppingCartIcon }],
  },
};
