import { useGalleryImagesQuery, type GalleryImageSortField } from '../../__generated__/graphql';
import { DataList } from '../../components/list/DataList';
import { useListParams } from '../../components/list/useListParams';
import { ja } from '../../i18n/ja';
import { GalleryCard } from './GalleryCard';
import { imageColumns } from './galleryColumns';
import { galleryPaths } from './paths';
import { useGalleryActions } from './useGalleryActions';

const t = ja.gallery;

/** The gallery photos as a grid, newest first. */
export function GalleryPhotoList() {
  const list = useListParams<GalleryImageSortField>({
    sortable: ['title', 'featured', 'createdAt', 'updatedAt'],
    sortBy: 'createdAt',
    sortDir: 'desc',
  });
  const { data, previousData, loading, error, refetch } = useGalleryImagesQuery({
    variables: { query: list.query },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const actions = useGalleryActions();
  const page = (data ?? previousData)?.galleryImages;
  return (
    <DataList
      label={t.photosTab}
      columns={imageColumns}
      list={list}
      rows={page?.items}
      total={page?.total}
      loading={loading}
      error={error}
      onRetry={() => void refetch().catch(() => undefined)}
      rowTitle={(g) => g.title || g.fileName}
      editPath={(g) => galleryPaths.edit(g.id)}
      onDelete={actions.removeImage}
      card={(g) => (
        <GalleryCard
          title={g.title}
          url={g.url}
          fileName={g.fileName}
          featured={g.featured}
          to={galleryPaths.edit(g.id)}
        />
      )}
    />
  );
}
