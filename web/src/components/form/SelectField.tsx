import { HTMLSelect } from '@blueprintjs/core';
import { FormField, type FieldBaseProps } from './FormField';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends FieldBaseProps {
  options: readonly SelectOption[];
  /** Text of the empty first option (value ''); none when left out. */
  placeholder?: string;
  disabled?: boolean;
}

/** A native select (keyboard and screen-reader friendly) bound to a string Formik field. */
export function SelectField({ options, placeholder, disabled, ...base }: SelectFieldProps) {
  return (
    <FormField {...base}>
      {({ field, input }) => (
        <HTMLSelect
          {...input}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          disabled={disabled}
          fill
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </HTMLSelect>
      )}
    </FormField>
  );
}
