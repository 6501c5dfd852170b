import { TextArea } from '@blueprintjs/core';
import { useField } from 'formik';
import { useId } from 'react';
import { FieldFrame, describedBy } from './FieldFrame';
import { useFieldState } from './useFieldState';

interface TextAreaFieldProps {
  name: string;
  label: string;
  helperText?: string;
  required?: boolean;
  rows?: number;
  maxLength?: number;
  placeholder?: string;
  className?: string;
}

/** A multi-line text Formik field (grows with its text). */
export function TextAreaField({
  name,
  label,
  helperText,
  required,
  rows = 3,
  maxLength,
  placeholder,
  className,
}: TextAreaFieldProps) {
  const id = useId();
  const [field] = useField<string>(name);
  const { error, invalid } = useFieldState(name);
  return (
    <FieldFrame
      id={id}
      label={label}
      helperText={helperText}
      required={required}
      error={error}
      className={className}
    >
      <TextArea
        id={id}
        {...field}
        value={field.value ?? ''}
        rows={rows}
        maxLength={maxLength}
        placeholder={placeholder}
        autoResize
        fill
        intent={invalid ? 'danger' : 'none'}
        aria-required={required || undefined}
        {...describedBy(id, error, helperText)}
      />
    </FieldFrame>
  );
}
