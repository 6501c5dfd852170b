import { RecordFormPage, type RecordTitles } from '../../components/form/RecordFormPage';
import { SwitchField } from '../../components/form/SwitchField';
import { TextField } from '../../components/form/TextField';
import { ImageUploadField } from '../../components/upload/ImageUploadField';
import { ja } from '../../i18n/ja';
import type { GalleryFormValues, GalleryKind, GalleryRow } from './galleryKind';
import { galleryPaths } from './paths';
import { galleryHistory } from './galleryHistory';

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
  title: RecordTitles;
}) {
  const { form } = kind;
  const record = kind.useOne(id);
  return (
    <RecordFormPage
      history={galleryHistory(kind.list)}
      id={id}
      title={title}
      record={record}
      backTo={galleryPaths.list(kind.list)}
      keepListPlace={false}
      form={form}
      actions={kind.useActions()}
      fieldAliases={{ fileName: 'photo' }}
    >
      <ImageUploadField name="photo" label={form.photoLabel} kind="GALLERY" required />
      <TextField name="title" label={t.title} helperText={form.titleHelp} />
      {form.featured ? (
        <SwitchField name="featured" label={t.featured} switchLabel={t.featuredSwitch} />
      ) : null}
    </RecordFormPage>
  );
}
