import { Spinner } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { AppForm } from '../../components/form/AppForm';
import { FormActions } from '../../components/form/FormActions';
import { LoadFailure } from '../../components/form/LoadFailure';
import { SwitchField } from '../../components/form/SwitchField';
import { TextField } from '../../components/form/TextField';
import { ImageUploadField } from '../../components/upload/ImageUploadField';
import { ja } from '../../i18n/ja';
import type { GalleryFormValues, GalleryKind, GalleryRow } from './galleryKind';
import { galleryPaths } from './paths';

const t = ja.gallery;

/** Add or edit an image of one gallery list: the image (signed-URL upload) and its caption. */
export function GalleryImageForm<
  Row extends GalleryRow,
  Sort extends string,
  Values extends GalleryFormValues,
  Input,
>({
  kind,
  id,
  title,
}: {
  kind: GalleryKind<Row, Sort, Values, Input>;
  id: string | undefined;
  title: string;
}) {
  const navigate = useNavigate();
  const actions = kind.useActions();
  const { value: image, loading, error, refetch } = kind.useOne(id);
  const { form } = kind;
  const back = galleryPaths.list(kind.list);
  if (id && !image) {
    return loading ? (
      <Spinner aria-label={ja.app.loading} />
    ) : (
      <LoadFailure
        error={error}
        onRetry={() => void refetch().catch(() => undefined)}
        backTo={back}
      />
    );
  }
  return (
    <AppForm<Values>
      initialValues={image ? form.toValues(image) : form.empty()}
      schema={form.schema(Boolean(image))}
      ariaLabel={title}
      className="app-form"
      fieldAliases={{ fileName: 'photo' }}
      onReload={() => void refetch().catch(() => undefined)}
      onSubmit={async (values) => {
        const input = form.toInput(values);
        if (image) await actions.update(image, input);
        else await actions.create(input);
        return () => navigate(back);
      }}
    >
      <ImageUploadField name="photo" label={form.photoLabel} kind="GALLERY" required />
      <TextField name="title" label={t.title} helperText={form.titleHelp} />
      {form.featured ? (
        <SwitchField name="featured" label={t.featured} switchLabel={t.featuredSwitch} />
      ) : null}
      <FormActions cancelTo={back} />
    </AppForm>
  );
}
