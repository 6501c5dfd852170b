import { TextArea } from '@blueprintjs/core';
import { FormField, type FieldBaseProps } from './FormField';

interface TextAreaFieldProps extends FieldBaseProps {
  rows?: number;
  maxLength?: number;
  placeholder?: string;
}

/** A multi-line text Formik field (grows with its text). */
export function TextAreaField({ rows = 3, maxLength, placeholder, ...base }: TextAreaFieldProps) {
  return (
    <FormField {...base}>
      {({ field, invalid, input }) => (
        <TextArea
          {...field}
          {...input}
          value={field.value ?? ''}
          rows={rows}
          maxLength={maxLength}
          placeholder={placeholder}
          autoResize
          fill
          intent={invalid ? 'danger' : 'none'}
        />
      )}
    </FormField>
  );
}
