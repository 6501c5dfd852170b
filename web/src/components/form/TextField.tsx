import { Button, InputGroup } from '@blueprintjs/core';
import { EyeOffIcon, EyeOpenIcon } from '@blueprintjs/icons';
import { useField } from 'formik';
import { useId, useState, type HTMLInputTypeAttribute } from 'react';
import { ja } from '../../i18n/ja';
import { FieldFrame, describedBy } from './FieldFrame';
import { useFieldState } from './useFieldState';

interface TextFieldProps {
  name: string;
  label: string;
  helperText?: string;
  required?: boolean;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  placeholder?: string;
  autoFocus?: boolean;
  /** A password field with a show/hide button. */
  revealable?: boolean;
  className?: string;
}

/** A text input bound to a Formik field. */
export function TextField({
  name,
  label,
  helperText,
  required,
  type = 'text',
  autoComplete,
  placeholder,
  autoFocus,
  revealable,
  className,
}: TextFieldProps) {
  const id = useId();
  const [field] = useField<string>(name);
  const { error, invalid } = useFieldState(name);
  const [shown, setShown] = useState(false);
  const reveal = revealable ? (
    <Button
      variant="minimal"
      icon={shown ? <EyeOffIcon /> : <EyeOpenIcon />}
      aria-label={shown ? ja.auth.hidePassword : ja.auth.showPassword}
      aria-pressed={shown}
      onClick={() => setShown((s) => !s)}
    />
  ) : undefined;
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
        {...field}
        value={field.value ?? ''}
        type={revealable && shown ? 'text' : type}
        autoComplete={autoComplete}
        placeholder={placeholder}
        autoFocus={autoFocus}
        intent={invalid ? 'danger' : 'none'}
        aria-required={required || undefined}
        rightElement={reveal}
        {...describedBy(id, error, helperText)}
      />
    </FieldFrame>
  );
}
