import { Switch } from '@blueprintjs/core';
import { useField } from 'formik';
import { useId } from 'react';
import { FieldFrame } from './FieldFrame';
import { useFieldState } from './useFieldState';

interface SwitchFieldProps {
  name: string;
  /** Label of the group (e.g. ステータス). */
  label: string;
  /** Text beside the switch (e.g. 有効). */
  switchLabel: string;
  helperText?: string;
}

/** A boolean Formik field as a Blueprint Switch. */
export function SwitchField({ name, label, switchLabel, helperText }: SwitchFieldProps) {
  const id = useId();
  const [field, , helpers] = useField<boolean>(name);
  const { error } = useFieldState(name);
  return (
    <FieldFrame id={id} label={label} helperText={helperText} error={error}>
      <Switch
        id={id}
        name={name}
        checked={field.value}
        label={switchLabel}
        onChange={(e) => void helpers.setValue(e.currentTarget.checked)}
        onBlur={field.onBlur}
      />
    </FieldFrame>
  );
}
