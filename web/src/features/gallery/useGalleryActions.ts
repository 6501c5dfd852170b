import {
  useCreateGalleryCoverMutation,
  useCreateGalleryImageMutation,
  useDeleteGalleryCoverMutation,
  useDeleteGalleryImageMutation,
  useUpdateGalleryCoverMutation,
  useUpdateGalleryImageMutation,
} from '../../__generated__/graphql';
import { useRecordActions } from '../../components/mutations/useRecordActions';
import { ja } from '../../i18n/ja';

// A delete also removes the stored photo, so only a create offers UNDO (deleting it again).

/** Gallery image writes. */
export const useGalleryImageActions = () =>
  useRecordActions({
    typename: 'GalleryImage',
    messages: ja.toast.galleryImage,
    lists: ['galleryImages'],
    useCreate: useCreateGalleryImageMutation,
    useUpdate: useUpdateGalleryImageMutation,
    useDelete: useDeleteGalleryImageMutation,
    undo: { create: true },
  });

/** Gallery cover writes. */
export const useGalleryCoverActions = () =>
  useRecordActions({
    typename: 'GalleryCover',
    messages: ja.toast.galleryCover,
    lists: ['galleryCovers'],
    useCreate: useCreateGalleryCoverMutation,
    useUpdate: useUpdateGalleryCoverMutation,
    useDelete: useDeleteGalleryCoverMutation,
    undo: { create: true },
  });
