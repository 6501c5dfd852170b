import {
  useCreateCouponMutation,
  useDeleteCouponMutation,
  useUpdateCouponMutation,
  type CouponFieldsFragment,
} from '../../__generated__/graphql';
import { useRecordActions } from '../../components/mutations/useRecordActions';
import { ja } from '../../i18n/ja';
import { couponToValues, valuesToInput } from './couponValues';
import { valDataMessages } from './valDataAlerts';

const toInput = (coupon: CouponFieldsFragment) => valuesToInput(couponToValues(coupon));

/**
 * Coupon writes, each undoable. A refused save shows one alert per server message (valData) and
 * is thrown on, so the form also marks the fields.
 */
export const useCouponActions = () =>
  useRecordActions({
    typename: 'Coupon',
    messages: ja.toast.coupon,
    lists: ['coupons'],
    useCreate: useCreateCouponMutation,
    useUpdate: useUpdateCouponMutation,
    useDelete: useDeleteCouponMutation,
    undo: { create: true, update: toInput, remove: toInput },
    refusalAlerts: valDataMessages,
  });
