import { DomainCode } from '../http/codes.js';
import { assertValid, domainError } from '../http/errors.js';
import type { CouponBody, CouponInput } from './schemas.js';

export const COUPON_TYPE = { AMOUNT: 1, PERCENTAGE: 2 } as const;

/**
 * Coupon checks, all reported at once (the web shows one alert per valData entry): a title, and
 * the discount of the chosen type. A percentage above 100 is refused with 5074.
 */
export function checkCoupon(body: CouponBody): CouponInput {
  const input: CouponInput = {
    title: (body.title ?? '').trim(),
    description: (body.description ?? '').trim(),
    couponDiscount: body.couponDiscount ?? 0,
    couponDiscountPercentage: body.couponDiscountPercentage ?? 0,
    couponDiscountType: body.couponDiscountType ?? COUPON_TYPE.AMOUNT,
    status: body.status ?? 1,
    image: (body.image ?? '').trim(),
  };
  const isAmount = input.couponDiscountType === COUPON_TYPE.AMOUNT;
  assertValid([
    !input.title && { field: 'title', message: 'please enter title' },
    isAmount &&
      input.couponDiscount <= 0 && {
        field: 'couponDiscount',
        message: 'please enter coupon discount',
      },
    !isAmount &&
      input.couponDiscountPercentage <= 0 && {
        field: 'couponDiscountPercentage',
        message: 'please enter coupon discount percentage',
      },
  ]);
  if (input.couponDiscountPercentage > 100) {
    throw domainError(
      DomainCode.COUPON_PERCENT_INVALID,
      'The coupon discount percentage must be 100 or less',
    );
  }
  return input;
}
