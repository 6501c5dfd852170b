import { boolean, mixed, object, string } from 'yup';
import type {
  CouponDiscountType,
  CouponFieldsFragment,
  CouponInput,
} from '../../__generated__/graphql';
import { parseWholeNumber, toInt } from '../../components/form/numberText';
import type { UploadedImage } from '../../components/upload/useImageUpload';
import { ja } from '../../i18n/ja';

const t = ja.coupons;

export interface CouponValues {
  title: string;
  description: string;
  discountType: CouponDiscountType;
  discountAmount: string;
  discountPercentage: string;
  active: boolean;
  image: UploadedImage | null;
}

const isAmount = (type: unknown) => type === 'AMOUNT';

/**
 * The api's coupon checks, in its order: a title, then the discount of the chosen type (an amount
 * above 0 yen, or a percentage from 1 to 100).
 */
export const couponSchema = object({
  title: string().trim().required(ja.validation.enterTitle),
  description: string(),
  discountType: mixed<CouponDiscountType>().oneOf(['AMOUNT', 'PERCENTAGE']).required(),
  discountAmount: string().when('discountType', {
    is: isAmount,
    then: (s) =>
      s
        .required(t.enterDiscount)
        .test('whole', t.wholeNumber, (v) => (parseWholeNumber(v) ?? 0) > 0),
  }),
  discountPercentage: string().when('discountType', {
    is: (type: unknown) => !isAmount(type),
    then: (s) =>
      s
        .required(t.enterPercentage)
        .test('whole', t.wholeNumber, (v) => (parseWholeNumber(v) ?? 0) > 0)
        .test('max', t.percentageMax, (v) => (parseWholeNumber(v) ?? 0) <= 100),
  }),
  active: boolean(),
  image: mixed<UploadedImage>().nullable(),
});

export const emptyCoupon = (): CouponValues => ({
  title: '',
  description: '',
  discountType: 'AMOUNT',
  discountAmount: '',
  discountPercentage: '',
  active: true,
  image: null,
});

export const couponToValues = (c: CouponFieldsFragment): CouponValues => ({
  title: c.title,
  description: c.description,
  discountType: c.discountType,
  discountAmount: c.discountType === 'AMOUNT' ? String(c.discountAmount) : '',
  discountPercentage: c.discountType === 'PERCENTAGE' ? String(c.discountPercentage) : '',
  active: c.status === 'ACTIVE',
  image: c.imageFileName && c.imageUrl ? { fileName: c.imageFileName, url: c.imageUrl } : null,
});

/** Only the discount of the chosen type is sent; the other is 0. */
export const valuesToInput = (v: CouponValues): CouponInput => ({
  title: v.title.trim(),
  description: v.description.trim(),
  discountType: v.discountType,
  discountAmount: isAmount(v.discountType) ? toInt(v.discountAmount) : 0,
  discountPercentage: isAmount(v.discountType) ? 0 : toInt(v.discountPercentage),
  status: v.active ? 'ACTIVE' : 'INACTIVE',
  imageFileName: v.image?.fileName ?? null,
});
