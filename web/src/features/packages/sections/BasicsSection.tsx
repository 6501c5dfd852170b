import { TextAreaField } from '../../../components/form/TextAreaField';
import { TextField } from '../../../components/form/TextField';
import { ja } from '../../../i18n/ja';
import { FormSection } from '../../../components/form/FormSection';

const t = ja.packages;

export function BasicsSection() {
  return (
    <FormSection title={t.sections.basics}>
      <TextField name="title" label={t.title} required />
      <TextAreaField
        name="helpText"
        label={t.helpText}
        helperText={t.helpTextHelp}
        rows={3}
        required
      />
    </FormSection>
  );
}
