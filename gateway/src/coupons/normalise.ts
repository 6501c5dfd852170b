import type { Coupon, CouponDiscountType, CouponInput } from '../__generated__/resolvers-types.js';
import { statusCodec } from '../common/enums.js';
import type { FieldMap } from '../rest/errors.js';
import { modelOf } from '../rest/model.js';
import { enumCodec } from '../rest/read.js';
import { fileUrlOrNull } from '../uploads/urls.js';

/** Amount in yen = 1, percentage = 2. */
export const discountTypeCodec = enumCodec<CouponDiscountType>({ AMOUNT: 1, PERCENTAGE: 2 });

/** REST coupon record (it carries `id`, not `_id`) → Coupon. */
export const toCoupon = modelOf<Coupon>(
  'coupon',
  {
    id: (r) => r.id('id'),
    title: (r) => r.str('title'),
    description: (r) => r.text('description'),
    discountType: (r) => r.code(discountTypeCodec, 'couponDiscountType'),
    discountAmount: (r) => r.optInt('couponDiscount') ?? 0,
    discountPercentage: (r) => r.optInt('couponDiscountPercentage') ?? 0,
    status: (r) => r.code(statusCodec, 'status'),
    imageFileName: (r) => r.optStr('image') || null,
    imageUrl: (r) => fileUrlOrNull(r.optStr('imageUrl')),
    createdAt: (r) => r.optDateTime('createdAt'),
    updatedAt: (r) => r.optDateTime('updatedAt'),
  },
  ['title', 'description', 'discountType', 'discountAmount', 'discountPercentage', 'status'],
);

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
