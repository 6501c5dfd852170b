import {
  useCreateGalleryCoverMutation,
  useCreateGalleryImageMutation,
  useDeleteGalleryCoverMutation,
  useDeleteGalleryImageMutation,
  useUpdateGalleryCoverMutation,
  useUpdateGalleryImageMutation,
  type GalleryCoverFieldsFragment,
  type GalleryCoverInput,
  type GalleryImageFieldsFragment,
  type GalleryImageInput,
} from '../../__generated__/graphql';
import { evictList, evictRow } from '../../app/cacheUpdates';
import { useSnackbar } from '../../components/feedback/SnackbarContext';
import { useShowError } from '../../components/feedback/useShowError';
import { ja } from '../../i18n/ja';

/**
 * Gallery image and cover create / update / delete. A delete also removes the stored photo, so
 * only a create offers UNDO (deleting it again).
 */
export function useGalleryActions() {
  const snackbar = useSnackbar();
  const showError = useShowError();
  const images = (cache: Parameters<typeof evictList>[0]) => evictList(cache, 'galleryImages');
  const covers = (cache: Parameters<typeof evictList>[0]) => evictList(cache, 'galleryCovers');
  const [createImageM] = useCreateGalleryImageMutation({ update: images });
  const [updateImageM] = useUpdateGalleryImageMutation({ update: images });
  const [deleteImageM] = useDeleteGalleryImageMutation({
    update: (cache, { data }) => {
      if (data) evictRow(cache, 'GalleryImage', data.deleteGalleryImage.id, 'galleryImages');
    },
  });
  const [createCoverM] = useCreateGalleryCoverMutation({ update: covers });
  const [updateCoverM] = useUpdateGalleryCoverMutation({ update: covers });
  const [deleteCoverM] = useDeleteGalleryCoverMutation({
    update: (cache, { data }) => {
      if (data) evictRow(cache, 'GalleryCover', data.deleteGalleryCover.id, 'galleryCovers');
    },
  });

  const undone = (work: Promise<unknown>) =>
    work.then(() => snackbar.show({ message: ja.snackbar.undone }), showError);

  return {
    createImage: async (input: GalleryImageInput) => {
      const { data } = await createImageM({ variables: { input } });
      if (!data) return;
      const created = data.createGalleryImage.galleryImage;
      snackbar.show({
        message: ja.toast.galleryImage.created,
        onUndo: created ? () => undone(deleteImageM({ variables: { id: created.id } })) : undefined,
      });
    },
    updateImage: async (before: GalleryImageFieldsFragment, input: GalleryImageInput) => {
      const { data } = await updateImageM({
        variables: { id: before.id, input, expectedUpdatedAt: before.updatedAt },
      });
      if (data) snackbar.show({ message: ja.toast.galleryImage.updated });
    },
    removeImage: async (image: GalleryImageFieldsFragment) => {
      const { data } = await deleteImageM({ variables: { id: image.id } });
      if (data) snackbar.show({ message: ja.toast.galleryImage.deleted });
    },
    createCover: async (input: GalleryCoverInput) => {
      const { data } = await createCoverM({ variables: { input } });
      if (!data) return;
      const created = data.createGalleryCover.galleryCover;
      snackbar.show({
        message: ja.toast.galleryCover.created,
        onUndo: created ? () => undone(deleteCoverM({ variables: { id: created.id } })) : undefined,
      });
    },
    updateCover: async (before: GalleryCoverFieldsFragment, input: GalleryCoverInput) => {
      const { data } = await updateCoverM({
        variables: { id: before.id, input, expectedUpdatedAt: before.updatedAt },
      });
      if (data) snackbar.show({ message: ja.toast.galleryCover.updated });
    },
    removeCover: async (cover: GalleryCoverFieldsFragment) => {
      const { data } = await deleteCoverM({ variables: { id: cover.id } });
      if (data) snackbar.show({ message: ja.toast.galleryCover.deleted });
    },
  };
}
