import { Card } from '@blueprintjs/core';
import { useParams, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../components/pages/PageHeader';
import { ja } from '../../i18n/ja';
import { GalleryCoverForm } from './GalleryCoverForm';
import { GalleryPhotoForm } from './GalleryPhotoForm';
import { galleryListOf } from './paths';
import './gallery.css';

const t = ja.gallery;

/** /gallery/add-new-product[/:id]: a gallery photo, or with `?list=covers` a cover image. */
export default function GalleryFormPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const covers = galleryListOf(params) === 'covers';
  const title = covers ? (id ? t.editCoverTitle : t.addCoverTitle) : id ? t.editTitle : t.addTitle;
  return (
    <>
      <PageHeader title={title} />
      <Card className="app-form-card">
        {covers ? (
          <GalleryCoverForm key={id ?? 'new'} id={id} title={title} />
        ) : (
          <GalleryPhotoForm key={id ?? 'new'} id={id} title={title} />
        )}
      </Card>
    </>
  );
}
