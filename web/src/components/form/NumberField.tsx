import { InputGroup, Tag } from '@blueprintjs/core';
import { useField } from 'formik';
import { useId } from 'react';
import { FieldFrame, describedBy } from './FieldFrame';
import { normaliseNumberText } from './numberText';
import { useFieldState } from './useFieldState';

interface NumberFieldProps {
  name: string;
  label: string;
  /** Shown after the value, e.g. 円, 人, 匹. */
  unit?: string;
  helperText?: string;
  required?: boolean;
  className?: string;
}

/**
 * A whole number kept as the text typed (so validation can say what is wrong with it); full-width
 * digits and thousands separators are made plain when the field is left. Convert with `toInt`.
 */
export function NumberField({
  name,
  label,
  unit,
  helperText,
  required,
  className,
}: NumberFieldProps) {
  const id = useId();
  const [field, , helpers] = useField<string>(name);
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
      <InputGroup
        id={id}
        name={name}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={(e) => {
          const next = normaliseNumberText(e.currentTarget.value);
          if (next !== field.value) void helpers.setValue(next);
          field.onBlur(e);
        }}
        inputMode="numeric"
        autoComplete="off"
        className="app-number-input"
        intent={invalid ? 'danger' : 'none'}
        aria-required={required || undefined}
        rightElement={unit ? <Tag minimal>{unit}</Tag> : undefined}
        {...describedBy(id, error, helperText)}
      />
    </FieldFrame>
  );
}
