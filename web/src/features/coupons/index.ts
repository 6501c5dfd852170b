import { ShoppingCartIcon } from '@blueprintjs/icons';
import type { Area } from '../../app/area';
import { ja } from '../../i18n/ja';
import { couponPaths as p } from './paths';

export { couponPaths } from './paths';

/** The queries the screens start with, loaded after sign-in (see LazyScreenQueries). */
const queries = () => import('./screenQueries');

/** Coupons: the list (its first rows asked for as the navigation starts) and the add/edit form. */
export const couponsArea: Area = {
  id: 'coupons',
  screens: [
    {
      path: p.list,
      load: () => import('./CouponListPage'),
      query: () => queries().then((q) => q.list),
    },
    {
      path: p.add,
      load: () => import('./CouponFormPage'),
      // The add screen edits the coupon named by `?id=`.
      query: () => queries().then((q) => q.form),
    },
  ],
  menu: {
    section: 'catalogue',
    order: 130,
    entries: [{ id: 'coupons', label: ja.areas.coupons, path: p.list, icon: ShoppingCartIcon }],
  },
};
