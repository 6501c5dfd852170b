import { useField } from 'formik';
import { useId } from 'react';
import { DayInput } from '../date/DayInput';
import { FieldFrame, describedBy } from './FieldFrame';
import { useFieldState } from './useFieldState';

interface DateFieldProps {
  name: string;
  label: string;
  helperText?: string;
  required?: boolean;
  minDate?: string | undefined;
}

/** A `YYYY-MM-DD` Formik field with the shared day input (typed or picked). */
export function DateField({ name, label, helperText, required, minDate }: DateFieldProps) {
  const id = useId();
  const [field, , helpers] = useField<string>(name);
  const { error, invalid } = useFieldState(name);
  return (
    <FieldFrame id={id} label={label} helperText={helperText} required={required} error={error}>
      <DayInput
        id={id}
        value={field.value}
        onChange={(day) => void helpers.setValue(day)}
        invalid={invalid}
        minDate={minDate}
        fill
        inputProps={{
          name,
          onBlur: () => void helpers.setTouched(true),
          // Enter takes the typed date (the calendar closes); it must not submit the form.
          onKeyDown: (e) => {
            if (e.key === 'Enter') e.preventDefault();
          },
          'aria-required': required || undefined,
          ...describedBy(id, error, helperText),
        }}
      />
    </FieldFrame>
  );
}
