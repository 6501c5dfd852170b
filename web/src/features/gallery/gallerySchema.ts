import { boolean, mixed, object, string } from 'yup';
import type {
  GalleryCoverFieldsFragment,
  GalleryCoverInput,
  GalleryImageFieldsFragment,
  GalleryImageInput,
} from '../../__generated__/graphql';
import type { UploadedImage } from '../../components/upload/useImageUpload';
import { ja } from '../../i18n/ja';

export interface GalleryValues {
  title: string;
  featured: boolean;
  photo: UploadedImage | null;
}

export interface CoverValues {
  title: string;
  photo: UploadedImage | null;
}

const photo = mixed<UploadedImage>().nullable();

/**
 * docs/product.md §5: an update needs a photo ("please select package photos"); an add has no check
 * of its own (the server refuses a missing photo with the same message). Cover images alike.
 */
export const gallerySchema = (editing: boolean) =>
  object({
    title: string(),
    featured: boolean(),
    photo: editing ? photo.required(ja.gallery.selectPhotos) : photo,
  });

export const coverSchema = (editing: boolean) =>
  object({
    title: string(),
    photo: editing ? photo.required(ja.gallery.selectPhotos) : photo,
  });

const photoOf = (r: { fileName: string; url: string }): UploadedImage | null =>
  r.fileName ? { fileName: r.fileName, url: r.url } : null;

export const emptyGalleryImage = (): GalleryValues => ({ title: '', featured: false, photo: null });
export const emptyCover = (): CoverValues => ({ title: '', photo: null });

export const galleryImageToValues = (g: GalleryImageFieldsFragment): GalleryValues => ({
  title: g.title,
  featured: g.featured,
  photo: photoOf(g),
});

export const coverToValues = (c: GalleryCoverFieldsFragment): CoverValues => ({
  title: c.title,
  photo: photoOf(c),
});

export const galleryValuesToInput = (v: GalleryValues): GalleryImageInput => ({
  title: v.title.trim(),
  featured: v.featured,
  fileName: v.photo?.fileName ?? '',
});

export const coverValuesToInput = (v: CoverValues): GalleryCoverInput => ({
  title: v.title.trim(),
  fileName: v.photo?.fileName ?? '',
});
