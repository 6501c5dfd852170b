import type { SearchKind } from '../../__generated__/graphql';

/** Where each kind of record opens (the screens of the bookings, packages, users and coupons areas). */
export function recordPath(kind: SearchKind, id: string): string {
  const e = encodeURIComponent(id);
  switch (kind) {
    case 'BOOKING':
      return `/profile/add-new-profile/${e}`;
    case 'PACKAGE':
      return `/offer/add-new-product/${e}`;
    case 'USER':
      return `/user/userdetails/${e}`;
    case 'COUPON':
      return `/coupon/add-new-product?id=${e}`;
  }
}
