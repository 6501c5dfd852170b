import { Spinner } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { useGalleryCoverQuery } from '../../__generated__/graphql';
import { AppForm } from '../../components/form/AppForm';
import { FormActions } from '../../components/form/FormActions';
import { LoadFailure } from '../../components/form/LoadFailure';
import { TextField } from '../../components/form/TextField';
import { ImageUploadField } from '../../components/upload/ImageUploadField';
import { ja } from '../../i18n/ja';
import {
  coverSchema,
  coverToValues,
  coverValuesToInput,
  emptyCover,
  type CoverValues,
} from './gallerySchema';
import { galleryPaths } from './paths';
import { useGalleryActions } from './useGalleryActions';

const t = ja.gallery;

/** Add or edit a cover image of the second image list. */
export function GalleryCoverForm({ id, title }: { id: string | undefined; title: string }) {
  const navigate = useNavigate();
  const actions = useGalleryActions();
  const { data, loading, error, refetch } = useGalleryCoverQuery({
    variables: { id: id ?? '' },
    skip: !id,
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const cover = data?.galleryCover;
  const back = galleryPaths.list('covers');
  if (id && !cover) {
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
    <AppForm<CoverValues>
      initialValues={cover ? coverToValues(cover) : emptyCover()}
      schema={coverSchema(Boolean(cover))}
      ariaLabel={title}
      className="app-form"
      fieldAliases={{ fileName: 'photo' }}
      onReload={() => void refetch().catch(() => undefined)}
      onSubmit={async (values) => {
        const input = coverValuesToInput(values);
        if (cover) await actions.updateCover(cover, input);
        else await actions.createCover(input);
        return () => navigate(back);
      }}
    >
      <ImageUploadField name="photo" label={t.coverImage} kind="GALLERY" required />
      <TextField name="title" label={t.title} helperText={t.coverTitleHelp} />
      <FormActions cancelTo={back} />
    </AppForm>
  );
}
