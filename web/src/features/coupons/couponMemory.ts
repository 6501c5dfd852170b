import type { CouponFieldsFragment } from '../../__generated__/graphql';

/**
 * The coupons the list last showed, by id. The 10 000-row list skips Apollo's normalised cache
 * (writing and reading that many rows there costs seconds); the edit screen looks its coupon up
 * here first, as the gateway offers no single-coupon query.
 */
const byId = new Map<string, CouponFieldsFragment>();

export function rememberCoupons(coupons: readonly CouponFieldsFragment[]): void {
  for (const c of coupons) byId.set(c.id, c);
}

export function forgetCoupon(id: string): void {
  byId.delete(id);
}

export function recallCoupon(id: string): CouponFieldsFragment | undefined {
  return byId.get(id);
}
