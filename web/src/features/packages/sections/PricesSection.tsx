import { useFormikContext } from 'formik';
import { NumberField } from '../../../components/form/NumberField';
import { ja } from '../../../i18n/ja';
import { FormSection } from '../../../components/form/FormSection';
import type { PackageValues } from '../packageValues';
import { dogKinds } from './dogKinds';

const t = ja.packages;
const c = ja.catalogue;

type PriceField = keyof PackageValues &
  (
    | 'price'
    | 'weekendPrice'
    | `${'people' | 'children' | 'dog' | 'bigAndMediumDog' | 'smallDog' | 'combinedDog'}ExtraPrice`
    | `weekend${'People' | 'Children' | 'BigAndMediumDog' | 'SmallDog'}ExtraPrice`
    | 'combinedDogWeekendExtraPrice'
  );

/** A price in yen, labelled by its field's own text in ja.packages. */
function YenField({ name, required }: { name: PriceField; required?: boolean }) {
  return <NumberField name={name} label={t[name]} unit={c.yen} required={required} />;
}

/** Base prices (weekday, weekend), then extras per person, child and dog kind, weekday then weekend. */
export function PricesSection({ create }: { create: boolean }) {
  const { values } = useFormikContext<PackageValues>();
  const kinds = dogKinds(values.dogType);
  return (
    <>
      <FormSection title={t.sections.prices} help={t.sectionHelp.prices}>
        <div className="app-form-row">
          <YenField name="price" required={create} />
          <YenField name="weekendPrice" required={create} />
        </div>
        <div className="app-form-row-3">
          <YenField name="peopleExtraPrice" required={create} />
          <YenField name="childrenExtraPrice" required={create} />
          <YenField name="dogExtraPrice" />
          {kinds.bigAndMedium ? <YenField name="bigAndMediumDogExtraPrice" /> : null}
          {kinds.small ? <YenField name="smallDogExtraPrice" /> : null}
          {kinds.combined ? <YenField name="combinedDogExtraPrice" /> : null}
        </div>
      </FormSection>
      <FormSection title={t.sections.weekendPrices} help={t.sectionHelp.weekendPrices}>
        <div className="app-form-row-3">
          <YenField name="weekendPeopleExtraPrice" />
          <YenField name="weekendChildrenExtraPrice" />
          {kinds.bigAndMedium ? <YenField name="weekendBigAndMediumDogExtraPrice" /> : null}
          {kinds.small ? <YenField name="weekendSmallDogExtraPrice" /> : null}
          {kinds.combined ? <YenField name="combinedDogWeekendExtraPrice" /> : null}
        </div>
      </FormSection>
    </>
  );
}
