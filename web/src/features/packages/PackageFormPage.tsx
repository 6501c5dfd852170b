import { Callout } from '@blueprintjs/core';
import { useNavigate, useParams } from 'react-router-dom';
import {
  PackageDocument,
  type PackageQuery,
  type PackageFieldsFragment,
} from '../../__generated__/graphql';
import { useRecordQuery } from '../../components/query/useRecordQuery';
import { FormScreen, RecordPending } from '../../components/form/FormScreen';
import { AppForm } from '../../components/form/AppForm';
import { FormActions } from '../../components/form/FormActions';
import { listReturnPath } from '../../components/list/listReturn';
import { ja } from '../../i18n/ja';
import { AddOnsField } from './AddOnsField';
import { FormSection } from '../../components/form/FormSection';
import { createPackageSchema, updatePackageSchema } from './packageSchema';
import { emptyPackage, packageToValues, valuesToInput, type PackageValues } from './packageValues';
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
import { usePackageFormChoices, type PackageFormChoices } from './usePackageFormChoices';
import '../../components/form/catalogue.css';

const t = ja.packages;

function PackageForm({
  pkg,
  choices,
  onReload,
}: {
  pkg: PackageFieldsFragment | undefined;
  choices: PackageFormChoices;
  onReload(): void;
}) {
  const navigate = useNavigate();
  const actions = usePackageActions();
  const create = !pkg;
  const title = create ? t.addTitle : t.editTitle;
  return (
    <AppForm<PackageValues>
      initialValues={pkg ? packageToValues(pkg) : emptyPackage()}
      schema={create ? createPackageSchema : updatePackageSchema}
      ariaLabel={title}
      className="app-form app-package-form"
      onReload={onReload}
      impactOf={(values) => packageImpact(values, pkg)}
      onSubmit={async (values) => {
        const input = valuesToInput(values);
        if (pkg) {
          await actions.update(pkg, input);
          // Back to the list as it was left: the edited row is where it was.
          return () => navigate(listReturnPath(packagePaths.list));
        }
        await actions.create(input);
        return () => navigate(packagePaths.list);
      }}
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
      <FormActions cancelTo={listReturnPath(packagePaths.list)} />
    </AppForm>
  );
}

/** Add (/offer/add-new-product) or edit (/offer/add-new-product/:id) a package. */
export default function PackageFormPage() {
  const { id } = useParams();
  const { data, loading, error, refetch } = useRecordQuery<PackageQuery>(PackageDocument, id);
  // Asked for beside the package, not once it has come: the form needs both (one wave, not two).
  const choices = usePackageFormChoices();
  const pkg = data?.package;
  const reload = () => void refetch().catch(() => undefined);

  let body;
  if (id && !pkg) {
    body = (
      <RecordPending loading={loading} error={error} refetch={refetch} backTo={packagePaths.list} />
    );
  } else {
    body = <PackageForm pkg={pkg} choices={choices} onReload={reload} />;
  }

  return (
    <FormScreen title={id ? t.editTitle : t.addTitle} className="app-package-card">
      {body}
    </FormScreen>
  );
}
