import {
  useCreateGalleryCoverMutation,
  useCreateGalleryImageMutation,
  useDeleteGalleryCoverMutation,
  useDeleteGalleryImageMutation,
  useUpdateGalleryCoverMutation,
  useUpdateGalleryImageMutation,
  type GalleryCoverFieldsFragment,
  type GalleryCoverInput,
  type GalleryImageInput,
  type GalleryImageFieldsFragment,
} from '../../__generated__/graphql';
import { useRecordActions } from '../../components/mutations/useRecordActions';
import { useReupload } from '../../components/upload/useReupload';
import { ja } from '../../i18n/ja';

// A delete also removes the stored photo: its UNDO keeps the photo's bytes (read before the
// delete), stores them again and creates the record with the new name.

/** Gallery image writes. */
export function useGalleryImageActions() {
  const photo = useReupload('GALLERY');
  return useRecordActions({
    typename: 'GalleryImage',
    messages: ja.toast.galleryImage,
    lists: ['galleryImages'],
    useCreate: useCreateGalleryImageMutation,
    useUpdate: useUpdateGalleryImageMutation,
    useDelete: useDeleteGalleryImageMutation,
    undo: {
      create: true,
      removeLater: async (row: GalleryImageFieldsFragment) => {
        const kept = await photo.keep(row.url, row.fileName);
        return async (): Promise<GalleryImageInput> => ({
          title: row.title,
          featured: row.featured,
          fileName: await photo.store(kept),
        });
      },
    },
  });
}

/** Gallery cover writes. */
export function useGalleryCoverActions() {
  const image = useReupload('GALLERY');
  return useRecordActions({
    typename: 'GalleryCover',
    messages: ja.toast.galleryCover,
    lists: ['galleryCovers'],
    useCreate: useCreateGalleryCoverMutation,
    useUpdate: useUpdateGalleryCoverMutation,
    useDelete: useDeleteGalleryCoverMutation,
    undo: {
      create: true,
      removeLater: async (row: GalleryCoverFieldsFragment) => {
        const kept = await image.keep(row.url, row.fileName);
        return async (): Promise<GalleryCoverInput> => ({
          title: row.title,
          fileName: await image.store(kept),
        });
      },
    },
  });
}
