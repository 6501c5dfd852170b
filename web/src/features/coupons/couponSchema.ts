import { boolean, mixed, object, string } from 'yup';
import type { CouponDiscountType } from '../../__generated__/graphql';
import { parseWholeNumber } from '../../components/form/numberText';
import type { UploadedImage } from '../../components/upload/useImageUpload';
import { ja } from '../../i18n/ja';
import { isAmount } from './couponValues';

const t = ja.coupons;

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
