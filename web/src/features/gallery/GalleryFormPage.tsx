import { useParams, useSearchParams } from 'react-router-dom';
import { ja } from '../../i18n/ja';
import { GalleryImageForm } from './GalleryImageForm';
import { coverKind, photoKind } from './galleryKinds';
import { galleryListOf } from './paths';
import './gallery.css';

const t = ja.gallery;

/** /gallery/add-new-product[/:id]: a gallery photo, or with `?list=covers` a cover image. */
export default function GalleryFormPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const covers = galleryListOf(params) === 'covers';
  const title = covers ? { addTitle: t.addCoverTitle, editTitle: t.editCoverTitle } : t;
  return covers ? (
    <GalleryImageForm key={id ?? 'new'} kind={coverKind} id={id} title={title} />
  ) : (
    <GalleryImageForm key={id ?? 'new'} kind={photoKind} id={id} title={title} />
  );
}
