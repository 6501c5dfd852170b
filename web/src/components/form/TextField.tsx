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
  /** Rewrites the text on leaving the field (e.g. a phone number's full-width digits). */
  normalise?: (raw: string) => string;
}

/** A text input bound to a Formik field. */
export function TextField({
  type = 'text',
  autoComplete,
  placeholder,
  autoFocus,
  revealable,
  normalise,
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
      {({ field, helpers, invalid, input }) => (
        <InputGroup
          {...field}
          {...input}
          onBlur={(e) => {
            const next = normalise?.(e.currentTarget.value);
            if (next !== undefined && next !== field.value) void helpers.setValue(next);
            field.onBlur(e);
          }}
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
