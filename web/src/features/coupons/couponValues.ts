import type {
  CouponDiscountType,
  CouponFieldsFragment,
  CouponInput,
} from '../../__generated__/graphql';
import { toInt } from '../../components/form/numberText';
import type { UploadedImage } from '../../components/upload/useImageUpload';

/** The coupon form's values (the list's actions use them too: an undo re-sends a coupon). */
export interface CouponValues {
  title: string;
  description: string;
  discountType: CouponDiscountType;
  discountAmount: string;
  discountPercentage: string;
  active: boolean;
  image: UploadedImage | null;
}

export const isAmount = (type: unknown) => type === 'AMOUNT';

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
