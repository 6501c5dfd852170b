import { InputGroup } from '@blueprintjs/core';
import { TimeIcon } from '@blueprintjs/icons';
import { useField } from 'formik';
import { useId } from 'react';
import { FieldFrame, describedBy } from './FieldFrame';
import { useFieldState } from './useFieldState';

interface TimeFieldProps {
  name: string;
  label: string;
  required?: boolean;
  className?: string;
}

/** An `HH:mm` Formik field (the browser's time input: typed or picked, keyboard friendly). */
export function TimeField({ name, label, required, className }: TimeFieldProps) {
  const id = useId();
  const [field] = useField<string>(name);
  const { error, invalid } = useFieldState(name);
  return (
    <FieldFrame id={id} label={label} required={required} error={error} className={className}>
      <InputGroup
        id={id}
        type="time"
        step={300}
        {...field}
        value={field.value ?? ''}
        leftIcon={<TimeIcon />}
        intent={invalid ? 'danger' : 'none'}
        aria-required={required || undefined}
        {...describedBy(id, error)}
      />
    </FieldFrame>
  );
}
