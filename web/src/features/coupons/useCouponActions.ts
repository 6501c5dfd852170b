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
import { evictList, evictRow } from '../../app/cacheUpdates';
import { couponToValues, valuesToInput } from './couponValues';
import { valDataMessages } from './valDataAlerts';

const LIST = 'coupons';

/**
 * Coupon create / update / delete with an UNDO on each message. A refused save shows one alert per
 * server message (valData) and is thrown on, so the form also marks the fields.
 */
export function useCouponActions() {
  const snackbar = useSnackbar();
  const showError = useShowError();
  // A saved coupon may move in any search or sort: the list asks again on its next visit.
  const [createM] = useCreateCouponMutation({ update: (cache) => evictList(cache, LIST) });
  const [updateM] = useUpdateCouponMutation({ update: (cache) => evictList(cache, LIST) });
  const [deleteM] = useDeleteCouponMutation({
    update: (cache, { data }) => {
      if (data) evictRow(cache, 'Coupon', data.deleteCoupon.id, LIST);
    },
  });

  const alertEach = (error: unknown): never => {
    for (const message of valDataMessages(error)) snackbar.show({ message, variant: 'alert' });
    throw error;
  };

  const undone = (work: Promise<unknown>) =>
    work.then(() => snackbar.show({ message: ja.snackbar.undone }), showError);

  const remove = async (coupon: CouponFieldsFragment) => {
    const { data } = await deleteM({ variables: { id: coupon.id } });
    if (!data) return;
    const input = valuesToInput(couponToValues(coupon));
    snackbar.show({
      message: ja.toast.coupon.deleted,
      onUndo: () => undone(createM({ variables: { input } })),
    });
  };

  const create = async (input: CouponInput) => {
    const { data } = await createM({ variables: { input } }).catch(alertEach);
    if (!data) return;
    const created = data.createCoupon.coupon;
    snackbar.show({
      message: ja.toast.coupon.created,
      onUndo: created ? () => undone(deleteM({ variables: { id: created.id } })) : undefined,
    });
  };

  const update = async (before: CouponFieldsFragment, input: CouponInput) => {
    const { data } = await updateM({
      variables: { id: before.id, input, expectedUpdatedAt: before.updatedAt },
    }).catch(alertEach);
    if (!data) return;
    const after = data.updateCoupon.coupon;
    const previous = valuesToInput(couponToValues(before));
    snackbar.show({
      message: ja.toast.coupon.updated,
      onUndo: after
        ? () =>
            undone(
              updateM({
                variables: { id: after.id, input: previous, expectedUpdatedAt: after.updatedAt },
              }),
            )
        : undefined,
    });
  };

  return { create, update, remove };
}
