import { NumberField } from '../../../components/form/NumberField';
import { SwitchField } from '../../../components/form/SwitchField';
import { ja } from '../../../i18n/ja';
import { FormSection } from '../../../components/form/FormSection';

const t = ja.packages;

export function DisplaySection({ create }: { create: boolean }) {
  return (
    <FormSection title={t.sections.display}>
      <div className="app-form-row">
        <NumberField
          name="displayOrder"
          label={t.displayOrder}
          helperText={t.displayOrderHelp}
          required={create}
        />
        <SwitchField name="active" label={t.status} switchLabel={ja.form.active} />
      </div>
    </FormSection>
  );
}
