import { Button, InputGroup } from '@blueprintjs/core';
import { EyeOffIcon, EyeOpenIcon } from '@blueprintjs/icons';
import { useState, type HTMLInputTypeAttribute } from 'react';
import { ja } from '../../i18n/ja';
import { FormField, type FieldBaseProps } from './FormField';

interface TextFieldProps extends FieldBaseProps {
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  placeholder?: string;
  autoFocus?: boolean;
  /** A password field with a show/hide button. */
  revealable?: boolean;
}

/** A text input bound to a Formik field. */
export function TextField({
  type = 'text',
  autoComplete,
  placeholder,
  autoFocus,
  revealable,
  ...base
}: TextFieldProps) {
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
    <FormField {...base}>
      {({ field, invalid, input }) => (
        <InputGroup
          {...field}
          {...input}
          value={field.value ?? ''}
          type={revealable && shown ? 'text' : type}
          autoComplete={autoComplete}
          placeholder={placeholder}
          autoFocus={autoFocus}
          intent={invalid ? 'danger' : 'none'}
          rightElement={reveal}
        />
      )}
    </FormField>
  );
}
