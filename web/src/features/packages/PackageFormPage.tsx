import { Callout } from '@blueprintjs/core';
import { useParams } from 'react-router-dom';
import { PackageDocument, type PackageQuery } from '../../__generated__/graphql';
import { recordHook } from '../../components/query/useRecordQuery';
import { RecordFormPage } from '../../components/form/RecordFormPage';
import { ja } from '../../i18n/ja';
import { AddOnsField } from './AddOnsField';
import { FormSection } from '../../components/form/FormSection';
import { createPackageSchema, updatePackageSchema } from './packageSchema';
import { emptyPackage, packageToValues, valuesToInput } from './packageValues';
import { packagePaths } from './paths';
import { PhotosField } from './PhotosField';
import { SeasonPricesField } from './SeasonPricesField';
import { BasicsSection } from './sections/BasicsSection';
import { CapacitySection } from './sections/CapacitySection';
import { CategoriesSection } from './sections/CategoriesSection';
import { DisplaySection } from './sections/DisplaySection';
import { DogsSection } from './sections/DogsSection';
import { PricesSection } from './sections/PricesSection';
import { TimeSlotSection } from './sections/TimeSlotSection';
import { packageImpact } from './packageImpact';
import { usePackageActions } from './usePackageActions';
import { usePackageFormChoices } from './usePackageFormChoices';
import '../../components/form/catalogue.css';
import { packageHistory } from './packageHistory';

const t = ja.packages;

const usePackage = recordHook(PackageDocument, (d: PackageQuery) => d.package);
const packageForm = {
  empty: emptyPackage,
  toValues: packageToValues,
  schema: createPackageSchema,
  editSchema: updatePackageSchema,
  toInput: valuesToInput,
  impactOf: packageImpact,
};

/** Add (/offer/add-new-product) or edit (/offer/add-new-product/:id) a package. */
export default function PackageFormPage() {
  const { id } = useParams();
  const record = usePackage(id);
  // Asked for beside the package, not once it has come: the form needs both (one wave, not two).
  const choices = usePackageFormChoices();
  const create = !record.value;
  return (
    <RecordFormPage
      history={packageHistory}
      id={id}
      title={t}
      className="app-package-card"
      formClassName="app-form app-package-form"
      record={record}
      backTo={packagePaths.list}
      form={packageForm}
      actions={usePackageActions()}
    >
      {choices.error && choices.seasons.length === 0 ? (
        <Callout intent="danger" className="app-form-callout" role="alert">
          {ja.catalogue.loadOptionsError}
        </Callout>
      ) : null}
      <BasicsSection />
      <DogsSection />
      <CapacitySection create={create} />
      <PricesSection create={create} />
      <DisplaySection create={create} />
      <TimeSlotSection create={create} />
      <CategoriesSection
        create={create}
        dogCategories={choices.dogCategories}
        packageCategories={choices.packageCategories}
      />
      <FormSection title={t.sections.photos}>
        <PhotosField required={create} />
      </FormSection>
      <FormSection title={t.sections.seasonPrices} help={t.sectionHelp.seasonPrices}>
        <SeasonPricesField seasons={choices.seasons} titles={choices.seasonTitles} />
      </FormSection>
      <FormSection title={t.sections.addOns} help={t.sectionHelp.addOns}>
        <AddOnsField />
      </FormSection>
    </RecordFormPage>
  );
}
