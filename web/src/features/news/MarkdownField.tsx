import { TextArea } from '@blueprintjs/core';
import { useField } from 'formik';
import { useDeferredValue, useId } from 'react';
import { FieldFrame, describedBy } from '../../components/form/FieldFrame';
import { useFieldState } from '../../components/form/useFieldState';
import { ja } from '../../i18n/ja';
import { SafeMarkdown } from './SafeMarkdown';

const t = ja.news;

/** A Markdown text Formik field with a live, sanitised preview beside it. */
export function MarkdownField({ name, label }: { name: string; label: string }) {
  const id = useId();
  const [field] = useField<string>(name);
  const { error, detail, invalid } = useFieldState(name);
  // The preview may lag a keystroke behind on long texts; typing never waits for it.
  const preview = useDeferredValue(field.value ?? '');
  return (
    <FieldFrame
      id={id}
      label={label}
      helperText={t.markdownHelp}
      error={error}
      errorDetail={detail}
    >
      <div className="app-markdown-editor">
        <TextArea
          id={id}
          {...field}
          value={field.value ?? ''}
          rows={14}
          fill
          className="app-markdown-source"
          intent={invalid ? 'danger' : 'none'}
          {...describedBy(id, error, t.markdownHelp)}
        />
        <section className="app-markdown-preview" aria-label={t.preview}>
          <div className="app-markdown-preview-title" aria-hidden="true">
            {t.preview}
          </div>
          {preview.trim() ? (
            <SafeMarkdown markdown={preview} />
          ) : (
            <p className="app-muted">{t.previewEmpty}</p>
          )}
        </section>
      </div>
    </FieldFrame>
  );
}
