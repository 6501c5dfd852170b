import { Button } from '@blueprintjs/core';
import { TickIcon } from '@blueprintjs/icons';
import { Formik, useFormikContext } from 'formik';
import { useEffect, useRef, type ReactNode } from 'react';
import type { AnyObjectSchema } from 'yup';
import { validateWithSchema } from '../../components/form/firstError';
import { FocusFirstError } from '../../components/form/FocusFirstError';
import { ja } from '../../i18n/ja';

function ReportDirty({ onDirty }: { onDirty(dirty: boolean): void }) {
  const { dirty } = useFormikContext();
  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  return null;
}

function EditorActions({ submitText, onCancel }: { submitText: string; onCancel(): void }) {
  const { submitForm } = useFormikContext();
  return (
    <div className="app-form-actions">
      <Button
        intent="primary"
        icon={<TickIcon />}
        text={submitText}
        onClick={() => void submitForm()}
      />
      <Button variant="outlined" text={ja.packages.entries.cancelEdit} onClick={onCancel} />
    </div>
  );
}

/**
 * The editor of one child entry: its own Formik inside the package form. It is not a <form>
 * (forms cannot nest), so Enter in one of its inputs applies the entry instead of saving the package.
 */
export function ChildEditor<E extends object>({
  label,
  initialValues,
  schema,
  submitText,
  onSubmit,
  onCancel,
  onDirty,
  children,
}: {
  label: string;
  initialValues: E;
  schema: AnyObjectSchema;
  submitText: string;
  onSubmit(values: E): void;
  onCancel(): void;
  onDirty(dirty: boolean): void;
  children: ReactNode;
}) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    container.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, []);
  return (
    <Formik<E>
      initialValues={initialValues}
      validate={(values) => validateWithSchema(schema, values)}
      onSubmit={(values) => onSubmit(values)}
    >
      {(formik) => (
        <div
          ref={container}
          role="group"
          aria-label={label}
          onKeyDown={(e) => {
            const el = e.target as HTMLElement;
            if (
              e.key === 'Enter' &&
              el.tagName === 'INPUT' &&
              (el as HTMLInputElement).type !== 'file'
            ) {
              e.preventDefault();
              void formik.submitForm();
            }
            if (e.key === 'Escape') onCancel();
          }}
        >
          <FocusFirstError schema={schema} container={container} />
          <ReportDirty onDirty={onDirty} />
          {children}
          <EditorActions submitText={submitText} onCancel={onCancel} />
        </div>
      )}
    </Formik>
  );
}
