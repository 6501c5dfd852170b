import type {
  Coupon,
  CouponDiscountType,
  CouponInput,
  CouponSortField,
} from '../__generated__/resolvers-types.js';
import { statusCodec } from '../common/enums.js';
import { blankNull, code, id, int0, mapped, optDateTime, str, text } from '../rest/codecs.js';
import { enumCodec } from '../rest/read.js';
import { table } from '../rest/table.js';
import { fileUrlOrNull } from '../uploads/urls.js';

/** Amount in yen = 1, percentage = 2. */
export const discountTypeCodec = enumCodec<CouponDiscountType>({ AMOUNT: 1, PERCENTAGE: 2 });

/** Coupons: the REST coupon record (it carries `id`, not `_id`), field by field. */
export const couponTable = table<Coupon, CouponInput, CouponSortField, 'history'>(
  {
    what: 'coupon',
    type: 'Coupon',
    input: 'CouponInput',
    sort: 'CouponSortField',
    answered: ['history'],
  },
  {
    id: { rest: 'id', codec: id },
    title: { rest: 'title', codec: str, required: true, writable: true, sortable: true },
    description: { rest: 'description', codec: text, required: true, writable: true },
    discountType: {
      rest: 'couponDiscountType',
      codec: code(discountTypeCodec, 'AMOUNT'),
      required: true,
      writable: true,
      sortable: true,
    },
    discountAmount: {
      rest: 'couponDiscount',
      codec: int0,
      required: true,
      writable: true,
      sortable: true,
    },
    discountPercentage: {
      rest: 'couponDiscountPercentage',
      codec: int0,
      required: true,
      writable: true,
      sortable: true,
    },
    status: {
      rest: 'status',
      codec: code(statusCodec, 'ACTIVE'),
      required: true,
      writable: true,
      sortable: true,
    },
    imageFileName: { rest: 'image', codec: blankNull, writable: true },
    imageUrl: { rest: 'imageUrl', codec: mapped((r, k) => fileUrlOrNull(r.optStr(k))) },
    createdAt: { rest: 'createdAt', codec: optDateTime, sortable: true },
    updatedAt: { rest: 'updatedAt', codec: optDateTime, sortable: true },
  },
);
