import {
  useCreateCouponMutation,
  useDeleteCouponMutation,
  useUpdateCouponMutation,
  type CouponFieldsFragment,
  type CouponInput,
} from '../../__generated__/graphql';
import { useSnackbar } from '../../components/feedback/SnackbarContext';
import { useShowError } from '../../components/feedback/useShowError';
import { ja } from '../../i18n/ja';
import { forgetCoupon, rememberCoupons } from './couponMemory';
import { couponToValues, valuesToInput } from './couponValues';
import { valDataMessages } from './valDataAlerts';

/**
 * Coupon create / update / delete with an UNDO on each message. A refused save shows one alert per
 * server message (valData) and is thrown on, so the form also marks the fields.
 */
export function useCouponActions() {
  const snackbar = useSnackbar();
  const showError = useShowError();
  // The coupon list reads past Apollo's cache and loads itself again: nothing to update there.
  const [createM] = useCreateCouponMutation();
  const [updateM] = useUpdateCouponMutation();
  const [deleteM] = useDeleteCouponMutation();

  const alertEach = (error: unknown): never => {
    for (const message of valDataMessages(error)) snackbar.show({ message, variant: 'alert' });
    throw error;
  };

  const undone = (work: Promise<unknown>) =>
    work.then(() => snackbar.show({ message: ja.snackbar.undone }), showError);

  const remove = async (coupon: CouponFieldsFragment) => {
    const { data } = await deleteM({ variables: { id: coupon.id } });
    if (!data) return;
    forgetCoupon(coupon.id);
    const input = valuesToInput(couponToValues(coupon));
    snackbar.show({
      message: data.deleteCoupon.message,
      onUndo: () => undone(createM({ variables: { input } })),
    });
  };

  const create = async (input: CouponInput) => {
    const { data } = await createM({ variables: { input } }).catch(alertEach);
    if (!data) return;
    const created = data.createCoupon.coupon;
    snackbar.show({
      message: data.createCoupon.message,
      onUndo: () => undone(deleteM({ variables: { id: created.id } })),
    });
  };

  const update = async (before: CouponFieldsFragment, input: CouponInput) => {
    const { data } = await updateM({
      variables: { id: before.id, input, expectedUpdatedAt: before.updatedAt },
    }).catch(alertEach);
    if (!data) return;
    const after = data.updateCoupon.coupon;
    rememberCoupons([after]);
    const previous = valuesToInput(couponToValues(before));
    snackbar.show({
      message: data.updateCoupon.message,
      onUndo: () =>
        undone(
          updateM({
            variables: { id: after.id, input: previous, expectedUpdatedAt: after.updatedAt },
          }),
        ),
    });
  };

  return { create, update, remove };
}
