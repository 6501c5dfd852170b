import { ja } from '../../i18n/ja';
import type { HistorySpec } from '../../components/history/historyFormat';

const t = ja.coupons;

/** A coupon's fields in the 履歴, with the coupon form's labels. */
export const couponHistory: HistorySpec = {
  recordType: 'COUPON',
  fields: {
    title: { label: t.title },
    description: { label: t.description },
    discountType: {
      label: t.discountType,
      kind: { labels: { AMOUNT: t.typeAmount, PERCENTAGE: t.typePercentage } },
    },
    discountAmount: { label: t.discountAmount, kind: 'yen' },
    discountPercentage: { label: t.discountPercentage, kind: 'percent' },
    status: { label: t.status, kind: 'status' },
    imageFileName: { label: t.image },
    imageUrl: { label: t.image },
  },
};
