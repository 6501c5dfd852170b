import { Button, FileInput, ProgressBar } from '@blueprintjs/core';
import { MediaIcon, TrashIcon } from '@blueprintjs/icons';
import { useField } from 'formik';
import { useId, useRef, useState } from 'react';
import type { UploadKind } from '../../__generated__/graphql';
import { ja } from '../../i18n/ja';
import { FieldFrame, describedBy } from '../form/FieldFrame';
import { useFieldState } from '../form/useFieldState';
import { IMAGE_ACCEPT } from './imageRules';
import { useImageUpload, type UploadedImage } from './useImageUpload';
import './upload.css';

interface ImageUploadFieldProps {
  /** A Formik field holding `UploadedImage | null`. */
  name: string;
  label: string;
  kind: UploadKind;
  required?: boolean;
  helperText?: string;
}

const t = ja.upload;
const baseName = (fileName: string) => fileName.split('/').pop() ?? fileName;

/**
 * An image picked, checked and uploaded at once through the signed-URL flow, with a preview and
 * progress. The form keeps only what the record needs: the stored name (and a URL to show it).
 */
export function ImageUploadField({
  name,
  label,
  kind,
  required,
  helperText,
}: ImageUploadFieldProps) {
  const id = useId();
  const uploadingNow = useRef(false);
  const [field, , helpers] = useField<UploadedImage | null>({
    name,
    // Saving while the bytes are still on their way would save the previous image.
    validate: () => (uploadingNow.current ? t.wait : undefined),
  });
  const { error: fieldError, detail } = useFieldState(name);
  const { upload, state, uploading } = useImageUpload(kind);
  const [renamed, setRenamed] = useState<string | null>(null);
  const error = state.error ?? fieldError;
  const value = field.value;

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    uploadingNow.current = true;
    const outcome = await upload(file);
    uploadingNow.current = false;
    setRenamed(
      outcome.image && outcome.renamedFrom
        ? t.renamed(outcome.renamedFrom, baseName(outcome.image.fileName))
        : null,
    );
    if (outcome.image) await helpers.setValue(outcome.image);
    await helpers.setTouched(true);
  };

  return (
    <FieldFrame
      id={id}
      label={label}
      required={required}
      helperText={helperText ?? t.help}
      error={error}
      errorDetail={state.error ? undefined : detail}
    >
      <div className="app-upload">
        <div className="app-upload-preview">
          {value ? (
            <img src={value.url} alt={t.previewAlt(label)} />
          ) : (
            <span className="app-upload-empty">
              <MediaIcon size={28} />
              <span>{t.noImage}</span>
            </span>
          )}
        </div>
        <div className="app-upload-controls">
          <FileInput
            fill
            disabled={uploading}
            hasSelection={Boolean(value)}
            text={value ? baseName(value.fileName) : t.noFile}
            buttonText={value ? t.change : t.choose}
            inputProps={{
              id,
              name,
              accept: IMAGE_ACCEPT,
              'aria-required': required || undefined,
              ...describedBy(id, error, helperText ?? t.help),
              onChange: (e) => {
                const input = e.currentTarget;
                const file = input.files?.[0];
                // Choosing the same file again must fire a change too.
                input.value = '';
                void onFile(file);
              },
            }}
          />
          {uploading ? (
            <div className="app-upload-progress">
              <ProgressBar
                value={(state.progress ?? 0) / 100}
                intent="primary"
                aria-label={t.progressLabel(label)}
              />
              <span aria-live="polite">{t.uploading(state.progress ?? 0)}</span>
            </div>
          ) : null}
          {renamed && value ? (
            <p className="app-muted" role="status">
              {renamed}
            </p>
          ) : null}
          {value && !uploading ? (
            <Button
              variant="minimal"
              intent="danger"
              icon={<TrashIcon />}
              text={t.remove}
              onClick={() => void helpers.setValue(null)}
            />
          ) : null}
        </div>
      </div>
    </FieldFrame>
  );
}
