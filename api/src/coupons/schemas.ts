import { Type, type Static } from '@sinclair/typebox';
import { OneOrTwo, Timestamps, UpdatedAt } from '../http/common-schemas.js';
import { ListQuerySchema } from '../http/list-query.js';

const CouponFields = {
  title: Type.Optional(Type.String({ maxLength: 200, default: '' })),
  description: Type.Optional(Type.String({ maxLength: 5000, default: '' })),
  couponDiscount: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 100_000_000,
      default: 0,
      description: 'Discount in yen (type 1)',
    }),
  ),
  couponDiscountPercentage: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 1_000_000,
      default: 0,
      description: 'Discount in percent, at most 100 (type 2)',
    }),
  ),
  couponDiscountType: Type.Optional(OneOrTwo('1 = amount in yen, 2 = percentage', 1)),
  status: Type.Optional(OneOrTwo('1 = active, 2 = inactive', 1)),
  image: Type.Optional(
    Type.String({
      maxLength: 1000,
      default: '',
      description: 'Stored name (data.name of the coupon image upload) or its URL',
    }),
  ),
};

export const CouponBody = Type.Object(CouponFields);
export type CouponBody = Static<typeof CouponBody>;

export const CouponUpdateBody = Type.Object({ ...CouponFields, updatedAt: UpdatedAt });
export type CouponUpdateBody = Static<typeof CouponUpdateBody>;

export const CouponListQuery = Type.Object({
  ...ListQuerySchema.properties,
  status: Type.Optional(OneOrTwo('Only coupons with this status')),
});
export type CouponListQuery = Static<typeof CouponListQuery>;

export const Coupon = Type.Object({
  id: Type.String(),
  title: Type.String(),
  description: Type.String(),
  couponDiscount: Type.Integer(),
  couponDiscountPercentage: Type.Integer(),
  couponDiscountType: Type.Integer(),
  status: Type.Integer(),
  image: Type.String({ description: 'Stored name of the image, or ""' }),
  imageUrl: Type.String({ description: 'Public URL of the image, or ""' }),
  ...Timestamps,
});
export type Coupon = Static<typeof Coupon>;

/** What the repository reads and writes: the contract fields without the derived URL. */
export type CouponRow = Omit<Coupon, 'imageUrl'>;
export type CouponInput = Omit<CouponRow, 'id' | 'createdAt' | 'updatedAt'>;
