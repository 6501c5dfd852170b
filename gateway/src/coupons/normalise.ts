import type { Coupon, CouponDiscountType, CouponInput } from '../__generated__/resolvers-types.js';
import { statusCodec } from '../common/enums.js';
import type { FieldMap } from '../rest/errors.js';
import { enumCodec, record } from '../rest/read.js';
import { fileUrlOrNull } from '../uploads/urls.js';

/** Amount in yen = 1, percentage = 2. */
export const discountTypeCodec = enumCodec<CouponDiscountType>({ AMOUNT: 1, PERCENTAGE: 2 });

/** REST coupon record (it carries `id`, not `_id`) → Coupon. */
export function toCoupon(raw: unknown): Coupon {
  const r = record(raw, 'coupon');
  return {
    id: r.id('id'),
    title: r.str('title'),
    description: r.text('description'),
    discountType: discountTypeCodec.fromRest(r.raw.couponDiscountType, 'coupon.couponDiscountType'),
    discountAmount: r.optInt('couponDiscount') ?? 0,
    discountPercentage: r.optInt('couponDiscountPercentage') ?? 0,
    status: statusCodec.fromRest(r.raw.status, 'coupon.status'),
    imageFileName: r.optStr('image') || null,
    imageUrl: fileUrlOrNull(r.optStr('imageUrl')),
    createdAt: r.dateTime('createdAt'),
    updatedAt: r.dateTime('updatedAt'),
  };
}

/** CouponInput → the REST create/update body. */
export function couponBody(input: CouponInput) {
  return {
    title: input.title,
    description: input.description ?? '',
    couponDiscount: input.discountAmount ?? 0,
    couponDiscountPercentage: input.discountPercentage ?? 0,
    couponDiscountType: discountTypeCodec.toRest(input.discountType ?? 'AMOUNT'),
    status: statusCodec.toRest(input.status ?? 'ACTIVE'),
    image: input.imageFileName ?? '',
  };
}

/** REST field names of coupons (valData params) → CouponInput field names. */
export const couponFields: FieldMap = {
  couponDiscount: 'discountAmount',
  couponDiscountPercentage: 'discountPercentage',
  couponDiscountType: 'discountType',
  image: 'imageFileName',
};
