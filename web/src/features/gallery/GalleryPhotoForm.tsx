import { Spinner } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { useGalleryImageQuery } from '../../__generated__/graphql';
import { AppForm } from '../../components/form/AppForm';
import { FormActions } from '../../components/form/FormActions';
import { LoadFailure } from '../../components/form/LoadFailure';
import { SwitchField } from '../../components/form/SwitchField';
import { TextField } from '../../components/form/TextField';
import { ImageUploadField } from '../../components/upload/ImageUploadField';
import { ja } from '../../i18n/ja';
import {
  emptyGalleryImage,
  galleryImageToValues,
  gallerySchema,
  galleryValuesToInput,
  type GalleryValues,
} from './gallerySchema';
import { galleryPaths } from './paths';
import { useGalleryActions } from './useGalleryActions';

const t = ja.gallery;

/** Add or edit a gallery photo: caption, featured flag and the photo (signed-URL upload). */
export function GalleryPhotoForm({ id, title }: { id: string | undefined; title: string }) {
  const navigate = useNavigate();
  const actions = useGalleryActions();
  const { data, loading, error, refetch } = useGalleryImageQuery({
    variables: { id: id ?? '' },
    skip: !id,
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const image = data?.galleryImage;
  if (id && !image) {
    return loading ? (
      <Spinner aria-label={ja.app.loading} />
    ) : (
      <LoadFailure
        error={error}
        onRetry={() => void refetch().catch(() => undefined)}
        backTo={galleryPaths.list()}
      />
    );
  }
  return (
    <AppForm<GalleryValues>
      initialValues={image ? galleryImageToValues(image) : emptyGalleryImage()}
      schema={gallerySchema(Boolean(image))}
      ariaLabel={title}
      className="app-form"
      fieldAliases={{ fileName: 'photo' }}
      onReload={() => void refetch().catch(() => undefined)}
      onSubmit={async (values) => {
        const input = galleryValuesToInput(values);
        if (image) await actions.updateImage(image, input);
        else await actions.createImage(input);
        return () => navigate(galleryPaths.list());
      }}
    >
      <ImageUploadField name="photo" label={t.photo} kind="GALLERY" required />
      <TextField name="title" label={t.title} helperText={t.titleHelp} />
      <SwitchField name="featured" label={t.featured} switchLabel={t.featuredSwitch} />
      <FormActions cancelTo={galleryPaths.list()} />
    </AppForm>
  );
}
