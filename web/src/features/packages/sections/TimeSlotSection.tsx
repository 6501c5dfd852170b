import { Radio, RadioGroup } from '@blueprintjs/core';
import { useField } from 'formik';
import type { TimeSlotType } from '../../../__generated__/graphql';
import { NumberField } from '../../../components/form/NumberField';
import { ja } from '../../../i18n/ja';
import { FormSection } from '../../../components/form/FormSection';

const t = ja.packages;
const TYPES: TimeSlotType[] = ['SINGLE', 'MULTIPLE'];

/** Single or multiple time slots a day; multiple needs the inventory per slot. */
export function TimeSlotSection({ create }: { create: boolean }) {
  const [field, , helpers] = useField<TimeSlotType>('timeSlotType');
  return (
    <FormSection title={t.sections.timeSlots}>
      <div className="app-form-row">
        <RadioGroup
          label={t.timeSlotType}
          name="timeSlotType"
          selectedValue={field.value}
          onChange={(e) => void helpers.setValue(e.currentTarget.value as TimeSlotType)}
          className="app-radio-group"
        >
          {TYPES.map((value) => (
            <Radio key={value} value={value} label={t.timeSlotTypes[value]} />
          ))}
        </RadioGroup>
        {field.value === 'MULTIPLE' ? (
          <NumberField
            name="inventory"
            label={t.inventory}
            helperText={t.timeSlotTypeHelp}
            required={create}
          />
        ) : null}
      </div>
    </FormSection>
  );
}
