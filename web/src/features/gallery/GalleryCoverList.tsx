import { useGalleryCoversQuery, type GalleryCoverSortField } from '../../__generated__/graphql';
import { DataList } from '../../components/list/DataList';
import { useListParams } from '../../components/list/useListParams';
import { ja } from '../../i18n/ja';
import { GalleryCard } from './GalleryCard';
import { coverColumns } from './galleryColumns';
import { galleryPaths } from './paths';
import { useGalleryActions } from './useGalleryActions';

const t = ja.gallery;

/** The second image list: cover images as a grid, newest first. */
export function GalleryCoverList() {
  const list = useListParams<GalleryCoverSortField>({
    sortable: ['title', 'createdAt', 'updatedAt'],
    sortBy: 'createdAt',
    sortDir: 'desc',
  });
  const { data, previousData, loading, error, refetch } = useGalleryCoversQuery({
    variables: { query: list.query },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const actions = useGalleryActions();
  const page = (data ?? previousData)?.galleryCovers;
  return (
    <DataList
      label={t.coversTab}
      columns={coverColumns}
      list={list}
      rows={page?.items}
      total={page?.total}
      loading={loading}
      error={error}
      onRetry={() => void refetch().catch(() => undefined)}
      rowTitle={(c) => c.title || c.fileName}
      editPath={(c) => galleryPaths.edit(c.id, 'covers')}
      onDelete={actions.removeCover}
      card={(c) => (
        <GalleryCard
          title={c.title}
          url={c.url}
          fileName={c.fileName}
          to={galleryPaths.edit(c.id, 'covers')}
        />
      )}
    />
  );
}
