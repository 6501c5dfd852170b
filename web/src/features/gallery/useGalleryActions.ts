import {
  useCreateGalleryCoverMutation,
  useCreateGalleryImageMutation,
  useDeleteGalleryCoverMutation,
  useDeleteGalleryImageMutation,
  useUpdateGalleryCoverMutation,
  useUpdateGalleryImageMutation,
} from '../../__generated__/graphql';
import { useRecordActions } from '../../components/mutations/useRecordActions';

// A delete also removes the stored photo, so only a create offers UNDO (deleting it again).

/** Gallery image writes. */
export const useGalleryImageActions = () =>
  useRecordActions({
    typename: 'GalleryImage',
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
    lists: ['galleryCovers'],
    useCreate: useCreateGalleryCoverMutation,
    useUpdate: useUpdateGalleryCoverMutation,
    useDelete: useDeleteGalleryCoverMutation,
    undo: { create: true },
  });
