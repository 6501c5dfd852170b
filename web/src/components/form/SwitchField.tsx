import { Switch } from '@blueprintjs/core';
import { FormField, type FieldBaseProps } from './FormField';

interface SwitchFieldProps extends Omit<FieldBaseProps, 'required' | 'className'> {
  /** Label of the group (e.g. ステータス); `switchLabel` is the text beside the switch (e.g. 有効). */
  switchLabel: string;
}

/** A boolean Formik field as a Blueprint Switch. */
export function SwitchField({ switchLabel, ...base }: SwitchFieldProps) {
  return (
    <FormField<boolean> {...base}>
      {({ field, helpers, input }) => (
        <Switch
          id={input.id}
          name={input.name}
          checked={field.value}
          label={switchLabel}
          onChange={(e) => void helpers.setValue(e.currentTarget.checked)}
          onBlur={field.onBlur}
        />
      )}
    </FormField>
  );
}
