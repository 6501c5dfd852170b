import { SelectField } from '../../../components/form/SelectField';
import { SwitchField } from '../../../components/form/SwitchField';
import { ja } from '../../../i18n/ja';
import { FormSection } from '../../../components/form/FormSection';
import { DOG_TYPES } from './dogKinds';

const t = ja.packages;

/** Which dogs the package takes; the capacity and price fields below follow the dog type. */
export function DogsSection() {
  return (
    <FormSection title={t.sections.dogs} help={t.sectionHelp.dogs}>
      <SelectField
        name="dogType"
        label={t.dogType}
        options={DOG_TYPES.map((value) => ({ value, label: t.dogTypes[value] }))}
      />
      <div className="app-form-row-3">
        <SwitchField name="dogsAllowed" label={t.dogsAllowed} switchLabel={t.allowed} />
        <SwitchField
          name="bigAndMediumDogsAllowed"
          label={t.bigAndMediumDogsAllowed}
          switchLabel={t.allowed}
        />
        <SwitchField name="smallDogsAllowed" label={t.smallDogsAllowed} switchLabel={t.allowed} />
      </div>
    </FormSection>
  );
}
