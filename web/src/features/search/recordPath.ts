import type { SearchKind } from '../../__generated__/graphql';
import { crossLinks } from '../../app/crossLinks';

/** Where each kind of record opens (the screens of the bookings, packages, users and coupons areas). */
export function recordPath(kind: SearchKind, id: string): string {
  switch (kind) {
    case 'BOOKING':
      return crossLinks.bookingDetails(id);
    case 'PACKAGE':
      return crossLinks.packageEdit(id);
    case 'USER':
      return crossLinks.userDetails(id);
    case 'COUPON':
      return crossLinks.couponEdit(id);
  }
}
