import { DayInput } from '../date/DayInput';
import { FormField, type FieldBaseProps } from './FormField';

interface DateFieldProps extends Omit<FieldBaseProps, 'className'> {
  minDate?: string | undefined;
}

/** A `YYYY-MM-DD` Formik field with the shared day input (typed or picked). */
export function DateField({ minDate, ...base }: DateFieldProps) {
  return (
    <FormField {...base}>
      {({ field, helpers, invalid, input: { id, ...input } }) => (
        <DayInput
          id={id}
          value={field.value}
          onChange={(day) => void helpers.setValue(day)}
          invalid={invalid}
          minDate={minDate}
          fill
          inputProps={{
            ...input,
            onBlur: () => void helpers.setTouched(true),
            // Enter takes the typed date (the calendar closes); it must not submit the form.
            onKeyDown: (e) => {
              if (e.key === 'Enter') e.preventDefault();
            },
          }}
        />
      )}
    </FormField>
  );
}
