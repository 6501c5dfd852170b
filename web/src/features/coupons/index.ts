import { ShoppingCartIcon } from '@blueprintjs/icons';
import type { Area } from '../../app/area';
import { ja } from '../../i18n/ja';
import { couponPaths as p } from './paths';
import { listScreenQuery, recordScreenQuery } from '../../components/query/screenQuery';
import { CouponDocument } from '../../__generated__/graphql';
import { couponFirstRows } from './couponListQuery';

export { couponPaths } from './paths';

/** Coupons: the list (its first rows asked for as the navigation starts) and the add/edit form. */
export const couponsArea: Area = {
  id: 'coupons',
  screens: [
    {
      path: p.list,
      load: () => import('./CouponListPage'),
      query: listScreenQuery(couponFirstRows),
    },
    {
      path: p.add,
      load: () => import('./CouponFormPage'),
      // The add screen edits the coupon named by `?id=`.
      query: recordScreenQuery(CouponDocument, (url) => url.searchParams.get('id') ?? undefined),
    },
  ],
  menu: {
    section: 'catalogue',
    order: 130,
    entries: [{ id: 'coupons', label: ja.areas.coupons, path: p.list, icon: ShoppingCartIcon }],
  },
};
