import { Callout, Spinner } from '@blueprintjs/core';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FormScreen } from '../../components/form/FormScreen';
import { AppForm } from '../../components/form/AppForm';
import { FormActions } from '../../components/form/FormActions';
import { LoadFailure } from '../../components/form/LoadFailure';
import { NumberField } from '../../components/form/NumberField';
import { SelectField } from '../../components/form/SelectField';
import { SwitchField } from '../../components/form/SwitchField';
import { TextAreaField } from '../../components/form/TextAreaField';
import { TextField } from '../../components/form/TextField';
import { LinkButton } from '../../components/LinkButton';
import { ImageUploadField } from '../../components/upload/ImageUploadField';
import { ja } from '../../i18n/ja';
import { couponSchema } from './couponSchema';
import { couponToValues, emptyCoupon, valuesToInput, type CouponValues } from './couponValues';
import { couponPaths } from './paths';
import { useCoupon } from './useCoupon';
import { useCouponActions } from './useCouponActions';
import { valDataMessages } from './valDataAlerts';

const t = ja.coupons;

const TYPE_OPTIONS = [
  { value: 'AMOUNT', label: t.typeAmount },
  { value: 'PERCENTAGE', label: t.typePercentage },
] as const;

/** /coupon/add-new-product adds a coupon; with `?id=` it edits that coupon. */
export default function CouponFormPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const navigate = useNavigate();
  const actions = useCouponActions();
  const { coupon, loading, error, refetch, missing } = useCoupon(id);
  const title = id ? t.editTitle : t.addTitle;

  let body;
  if (id && !coupon) {
    if (loading) body = <Spinner aria-label={ja.app.loading} />;
    else if (missing)
      body = (
        <Callout intent="warning" role="alert">
          <p>{t.notFound}</p>
          <LinkButton to={couponPaths.list} text={ja.form.backToList} variant="outlined" />
        </Callout>
      );
    else
      body = (
        <LoadFailure
          error={error}
          onRetry={() => void refetch().catch(() => undefined)}
          backTo={couponPaths.list}
        />
      );
  } else {
    body = (
      <AppForm<CouponValues>
        initialValues={coupon ? couponToValues(coupon) : emptyCoupon()}
        schema={couponSchema}
        ariaLabel={title}
        className="app-form"
        fieldAliases={{ imageFileName: 'image' }}
        // The alerts of a valData refusal are already shown, one per message.
        onFailure={(e) => valDataMessages(e).length > 0}
        onSubmit={async (values) => {
          const input = valuesToInput(values);
          if (coupon) await actions.update(coupon, input);
          else await actions.create(input);
          return () => navigate(couponPaths.list);
        }}
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
            <FormActions cancelTo={couponPaths.list} />
          </>
        )}
      </AppForm>
    );
  }

  return <FormScreen title={title}>{body}</FormScreen>;
}
