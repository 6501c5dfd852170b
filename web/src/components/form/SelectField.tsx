import { HTMLSelect } from '@blueprintjs/core';
import { useField } from 'formik';
import { useId } from 'react';
import { FieldFrame, describedBy } from './FieldFrame';
import { useFieldState } from './useFieldState';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

interface SelectFieldProps {
  name: string;
  label: string;
  options: readonly SelectOption[];
  /** Text of the empty first option (value ''); none when left out. */
  placeholder?: string;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  className?: string;
}

/** A native select (keyboard and screen-reader friendly) bound to a string Formik field. */
export function SelectField({
  name,
  label,
  options,
  placeholder,
  helperText,
  required,
  disabled,
  className,
}: SelectFieldProps) {
  const id = useId();
  const [field] = useField<string>(name);
  const { error } = useFieldState(name);
  return (
    <FieldFrame
      id={id}
      label={label}
      helperText={helperText}
      required={required}
      error={error}
      className={className}
    >
      <HTMLSelect
        id={id}
        name={name}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        disabled={disabled}
        fill
        aria-required={required || undefined}
        {...describedBy(id, error, helperText)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </HTMLSelect>
    </FieldFrame>
  );
}
