import { useField, type FieldHelperProps, type FieldInputProps } from 'formik';
import { useId, type FocusEvent, type ReactNode } from 'react';
import { FieldFrame, describedBy } from './FieldFrame';
import { useFieldState } from './useFieldState';

/** What every form field takes: the Formik field's name and its frame's texts. */
export interface FieldBaseProps {
  name: string;
  label: string;
  helperText?: string | undefined;
  required?: boolean | undefined;
  className?: string | undefined;
}

/** What a field's control gets from its FormField. */
export interface BoundField<V> {
  field: FieldInputProps<V>;
  helpers: FieldHelperProps<V>;
  invalid: boolean;
  /** The control's id, name and aria attributes (required, invalid, tied to the message). */
  input: {
    id: string;
    name: string;
    'aria-required': true | undefined;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  };
}

/**
 * A typed-digits input's props (number, time): the field's text, a numeric keyboard, and on blur
 * the text as `normalise` makes it (then the field is touched).
 */
export const digitsInput = (
  { field, helpers, invalid, input }: BoundField<string>,
  normalise: (raw: string) => string,
) => ({
  ...input,
  value: field.value ?? '',
  onChange: field.onChange,
  onBlur: (e: FocusEvent<HTMLInputElement>) => {
    const next = normalise(e.currentTarget.value);
    if (next !== field.value) void helpers.setValue(next);
    field.onBlur(e);
  },
  inputMode: 'numeric' as const,
  autoComplete: 'off',
  intent: invalid ? ('danger' as const) : ('none' as const),
});

/**
 * One Formik field in its frame (FieldFrame: label, required marker, message): the control is
 * rendered by `children` with what binds it to the field.
 */
export function FormField<V = string>({
  name,
  label,
  helperText,
  required,
  className,
  children,
}: FieldBaseProps & { children(bound: BoundField<V>): ReactNode }) {
  const id = useId();
  const [field, , helpers] = useField<V>(name);
  const { error, detail, invalid } = useFieldState(name);
  const bound: BoundField<V> = {
    field,
    helpers,
    invalid,
    input: {
      id,
      name,
      'aria-required': required || undefined,
      ...describedBy(id, error, helperText),
    },
  };
  return (
    <FieldFrame
      id={id}
      label={label}
      helperText={helperText}
      required={required}
      error={error}
      errorDetail={detail}
      className={className}
    >
      {children(bound)}
    </FieldFrame>
  );
}
