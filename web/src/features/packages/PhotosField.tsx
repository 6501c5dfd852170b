import { Button, ButtonGroup, FileInput, ProgressBar, Tag } from '@blueprintjs/core';
import { StarIcon, TrashIcon } from '@blueprintjs/icons';
import { useField, useFormikContext } from 'formik';
import { useEffect, useId, useRef, useState } from 'react';
import { FieldFrame, describedBy } from '../../components/form/FieldFrame';
import { useFieldState } from '../../components/form/useFieldState';
import { checkImageFile, IMAGE_ACCEPT } from '../../components/upload/imageRules';
import { useImageUpload } from '../../components/upload/useImageUpload';
import { ja } from '../../i18n/ja';
import { fileUrl } from './fileUrl';
import type { PhotoValue } from './packageValues';

const t = ja.packages.photos;
const baseName = (fileName: string) => fileName.split('/').pop() ?? fileName;

/**
 * The package photos: files chosen are checked (type, size), uploaded one after another through
 * the signed-URL flow with a progress bar, and shown as previews that can be removed or made the
 * cover (the first photo).
 */
export function PhotosField({ required }: { required?: boolean }) {
  const id = useId();
  const busy = useRef(false);
  const [field, , helpers] = useField<PhotoValue[]>({
    name: 'photos',
    // Saving while photos are on their way would save the package without them.
    validate: () => (busy.current ? t.busy : undefined),
  });
  const { error: fieldError, detail } = useFieldState('photos');
  const { upload, uploading, state } = useImageUpload('GALLERY');
  const [current, setCurrent] = useState<{ name: string; n: number; of: number } | null>(null);
  // One reason per file refused, and one note per file stored under a new name: of the last
  // choice of files, so several chosen at once each say what became of them.
  const [refused, setRefused] = useState<string[]>([]);
  const [renamed, setRenamed] = useState<string[]>([]);
  const latest = useRef(field.value);
  useEffect(() => {
    latest.current = field.value;
  }, [field.value]);
  const photos = field.value;
  const { values } = useFormikContext<{ title?: string }>();

  const setPhotos = (next: PhotoValue[]) => {
    latest.current = next;
    void helpers.setValue(next);
  };

  const onFiles = async (files: File[]) => {
    if (files.length === 0) return;
    const accepted = files.filter((f) => !checkImageFile(f));
    let reasons = files.flatMap((f) => checkImageFile(f) ?? []);
    let notes: string[] = [];
    setRefused(reasons);
    setRenamed(notes);
    busy.current = true;
    for (const [i, file] of accepted.entries()) {
      setCurrent({ name: file.name, n: i + 1, of: accepted.length });
      const outcome = await upload(file);
      if (outcome.image) {
        const { fileName } = outcome.image;
        setPhotos([...latest.current, { fileName, url: fileUrl(fileName) }]);
        if (outcome.renamedFrom)
          notes = [...notes, ja.upload.renamed(outcome.renamedFrom, baseName(fileName))];
      } else {
        reasons = [...reasons, outcome.error];
      }
      setRefused(reasons);
      setRenamed(notes);
    }
    busy.current = false;
    setCurrent(null);
    await helpers.setTouched(true);
  };

  // Why files were refused (checked here or by the server) stays in view next to the photos,
  // also once the form says that a photo is missing: it is the reason the photo is missing.
  // A photo present answers "select a photo": that message goes once one is (the form's own
  // check may still hold the last result until it runs again).
  const missingAnswered = photos.length > 0 && fieldError === ja.packages.validation.selectPhotos;
  const shownFieldError = missingAnswered ? undefined : fieldError;
  const error = shownFieldError ?? (refused.length > 0 ? refused.join(' / ') : undefined);
  const showReasons = refused.length > 0 && shownFieldError !== undefined;

  return (
    <FieldFrame
      id={id}
      label={ja.packages.photosLabel}
      required={required}
      helperText={t.help}
      error={error}
      errorDetail={shownFieldError ? detail : undefined}
    >
      <div className="app-photos">
        {photos.length === 0 && !uploading ? <p className="app-muted">{t.none}</p> : null}
        <ul className="app-photo-grid" aria-label={ja.packages.photosLabel}>
          {photos.map((p, i) => {
            const name = baseName(p.fileName);
            return (
              <li key={p.fileName} className="app-photo">
                <img src={p.url} alt={t.alt(values.title ?? '', i + 1)} loading="lazy" />
                <div className="app-photo-bar">
                  {i === 0 ? (
                    <Tag intent="primary" icon={<StarIcon />} minimal>
                      {t.cover}
                    </Tag>
                  ) : (
                    <span className="app-photo-name" title={name}>
                      {name}
                    </span>
                  )}
                  <ButtonGroup variant="minimal">
                    {i > 0 ? (
                      <Button
                        icon={<StarIcon />}
                        aria-label={t.makeCover(name)}
                        title={t.makeCover(name)}
                        onClick={() => setPhotos([p, ...photos.filter((_, j) => j !== i)])}
                      />
                    ) : null}
                    <Button
                      icon={<TrashIcon />}
                      intent="danger"
                      aria-label={t.remove(name)}
                      title={t.remove(name)}
                      onClick={() => setPhotos(photos.filter((_, j) => j !== i))}
                    />
                  </ButtonGroup>
                </div>
              </li>
            );
          })}
          {current ? (
            <li className="app-photo is-uploading" aria-live="polite">
              <span className="app-photo-uploading">
                {t.uploading(current.name)}
                {current.of > 1 ? `（${current.n}/${current.of}）` : ''}
              </span>
              <ProgressBar
                value={(state.progress ?? 0) / 100}
                intent="primary"
                aria-label={ja.upload.progressLabel(current.name)}
              />
              <span className="app-muted">{ja.upload.uploading(state.progress ?? 0)}</span>
            </li>
          ) : null}
        </ul>
        {showReasons ? (
          <ul className="app-photo-reasons" role="alert" aria-label={ja.upload.refusedLabel}>
            {refused.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        ) : null}
        {renamed.length > 0 ? (
          <ul className="app-photo-notes" role="status">
            {renamed.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        ) : null}
        <FileInput
          disabled={current !== null}
          text={t.add}
          buttonText={ja.upload.choose}
          inputProps={{
            id,
            name: 'photos',
            multiple: true,
            accept: IMAGE_ACCEPT,
            'aria-required': required || undefined,
            ...describedBy(id, error, t.help),
            onChange: (e) => {
              const input = e.currentTarget;
              const files = [...(input.files ?? [])];
              // Choosing the same file again must fire a change too.
              input.value = '';
              void onFiles(files);
            },
          }}
        />
      </div>
    </FieldFrame>
  );
}
