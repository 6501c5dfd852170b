import { useSearchParams } from 'react-router-dom';
import { RecordFormPage } from '../../components/form/RecordFormPage';
import { NumberField } from '../../components/form/NumberField';
import { SelectField } from '../../components/form/SelectField';
import { SwitchField } from '../../components/form/SwitchField';
import { TextAreaField } from '../../components/form/TextAreaField';
import { TextField } from '../../components/form/TextField';
import { ImageUploadField } from '../../components/upload/ImageUploadField';
import { ja } from '../../i18n/ja';
import { couponSchema } from './couponSchema';
import { couponToValues, emptyCoupon, valuesToInput } from './couponValues';
import { couponPaths } from './paths';
import { useCoupon } from './useCoupon';
import { useCouponActions } from './useCouponActions';
import { valDataMessages } from './valDataAlerts';
import { couponHistory } from './couponHistory';

const t = ja.coupons;

const TYPE_OPTIONS = [
  { value: 'AMOUNT', label: t.typeAmount },
  { value: 'PERCENTAGE', label: t.typePercentage },
] as const;

const couponForm = {
  empty: emptyCoupon,
  toValues: couponToValues,
  schema: couponSchema,
  toInput: valuesToInput,
};

/** /coupon/add-new-product adds a coupon; with `?id=` it edits that coupon. */
export default function CouponFormPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return (
    <RecordFormPage
      history={couponHistory}
      id={id}
      title={t}
      record={useCoupon(id)}
      backTo={couponPaths.list}
      keepListPlace={false}
      notFound={t.notFound}
      form={couponForm}
      actions={useCouponActions()}
      fieldAliases={{ imageFileName: 'image' }}
      // The alerts of a valData refusal are already shown, one per message.
      onFailure={(e) => valDataMessages(e).length > 0}
    >
      {({ values }) => (
        <>
          <TextField name="title" label={t.title} helperText={t.titleHelp} required />
          <TextAreaField name="description" label={t.description} rows={3} maxLength={5000} />
          <div className="app-form-row">
            <SelectField name="discountType" label={t.discountType} options={TYPE_OPTIONS} />
            {values.discountType === 'AMOUNT' ? (
              <NumberField name="discountAmount" label={t.discountAmount} unit="円" required />
            ) : (
              <NumberField
                name="discountPercentage"
                label={t.discountPercentage}
                unit="%"
                required
              />
            )}
          </div>
          <SwitchField name="active" label={t.status} switchLabel={ja.form.active} />
          <ImageUploadField name="image" label={t.image} kind="GALLERY" />
        </>
      )}
    </RecordFormPage>
  );
}
