import { useFormikContext } from 'formik';
import { NumberField } from '../../../components/form/NumberField';
import { ja } from '../../../i18n/ja';
import { FormSection } from '../../../components/form/FormSection';
import type { PackageValues } from '../packageValues';
import { dogKinds } from './dogKinds';

const t = ja.packages;
const c = ja.catalogue;

/** Base prices (weekday, weekend), then extras per person, child and dog kind, weekday then weekend. */
export function PricesSection({ create }: { create: boolean }) {
  const { values } = useFormikContext<PackageValues>();
  const kinds = dogKinds(values.dogType);
  return (
    <>
      <FormSection title={t.sections.prices} help={t.sectionHelp.prices}>
        <div className="app-form-row">
          <NumberField name="price" label={t.price} unit={c.yen} required={create} />
          <NumberField name="weekendPrice" label={t.weekendPrice} unit={c.yen} required={create} />
        </div>
        <div className="app-form-row-3">
          <NumberField
            name="peopleExtraPrice"
            label={t.peopleExtraPrice}
            unit={c.yen}
            required={create}
          />
          <NumberField
            name="childrenExtraPrice"
            label={t.childrenExtraPrice}
            unit={c.yen}
            required={create}
          />
          <NumberField name="dogExtraPrice" label={t.dogExtraPrice} unit={c.yen} />
          {kinds.bigAndMedium ? (
            <NumberField
              name="bigAndMediumDogExtraPrice"
              label={t.bigAndMediumDogExtraPrice}
              unit={c.yen}
            />
          ) : null}
          {kinds.small ? (
            <NumberField name="smallDogExtraPrice" label={t.smallDogExtraPrice} unit={c.yen} />
          ) : null}
          {kinds.combined ? (
            <NumberField
              name="combinedDogExtraPrice"
              label={t.combinedDogExtraPrice}
              unit={c.yen}
            />
          ) : null}
        </div>
      </FormSection>
      <FormSection title={t.sections.weekendPrices} help={t.sectionHelp.weekendPrices}>
        <div className="app-form-row-3">
          <NumberField
            name="weekendPeopleExtraPrice"
            label={t.weekendPeopleExtraPrice}
            unit={c.yen}
          />
          <NumberField
            name="weekendChildrenExtraPrice"
            label={t.weekendChildrenExtraPrice}
            unit={c.yen}
          />
          {kinds.bigAndMedium ? (
            <NumberField
              name="weekendBigAndMediumDogExtraPrice"
              label={t.weekendBigAndMediumDogExtraPrice}
              unit={c.yen}
            />
          ) : null}
          {kinds.small ? (
            <NumberField
              name="weekendSmallDogExtraPrice"
              label={t.weekendSmallDogExtraPrice}
              unit={c.yen}
            />
          ) : null}
          {kinds.combined ? (
            <NumberField
              name="combinedDogWeekendExtraPrice"
              label={t.combinedDogWeekendExtraPrice}
              unit={c.yen}
            />
          ) : null}
        </div>
      </FormSection>
    </>
  );
}
