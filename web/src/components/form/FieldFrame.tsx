import { FormGroup } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { ja } from '../../i18n/ja';
import { ErrorDetails } from '../errors/ErrorDetails';

export interface FieldFrameProps {
  id: string;
  label: string;
  helperText?: string | undefined;
  required?: boolean | undefined;
  error: string | undefined;
  /** The server's own words for the error, behind 詳細 (a generic error text only). */
  errorDetail?: string | undefined;
  className?: string | undefined;
  children: ReactNode;
}

/** Blueprint FormGroup with the label, a required marker, and the error or the helper text. */
export function FieldFrame({
  id,
  label,
  helperText,
  required,
  error,
  errorDetail,
  className,
  children,
}: FieldFrameProps) {
  const message = error ?? helperText;
  return (
    <FormGroup
      className={className}
      label={label}
      labelFor={id}
      labelInfo={
        required ? (
          <span className="app-required" aria-hidden="true">
            {ja.form.required}
          </span>
        ) : undefined
      }
      intent={error ? 'danger' : 'none'}
      helperText={
        // Always present, one line high: an error appearing never moves what is below it
        // (a click on 保存 that blurs a field would otherwise miss the moving button).
        <>
          <span
            id={`${id}-message`}
            className="app-field-message"
            role={error ? 'alert' : undefined}
          >
            {message}
          </span>
          {error ? <ErrorDetails detail={errorDetail} /> : null}
        </>
      }
    >
      {children}
    </FormGroup>
  );
}

/** aria attributes tying an input to its frame's message. */
export function describedBy(id: string, error: string | undefined, helperText?: string) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error || helperText ? `${id}-message` : undefined,
  } as const;
}
