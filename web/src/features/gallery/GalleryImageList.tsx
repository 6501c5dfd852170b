import { DataList } from '../../components/list/DataList';
import { useListParams } from '../../components/list/useListParams';
import { GalleryCard } from './GalleryCard';
import type { GalleryFormValues, GalleryKind, GalleryRow } from './galleryKind';
import { galleryPaths } from './paths';

/** One image list of the gallery as a grid of cards, newest first. */
export function GalleryImageList<
  Row extends GalleryRow,
  Sort extends string,
  Values extends GalleryFormValues,
  Input,
>({ kind }: { kind: GalleryKind<Row, Sort, Values, Input> }) {
  const list = useListParams<Sort>(kind.defaults);
  const { value: page, loading, error, refetch } = kind.useList(list.query);
  const actions = kind.useActions();
  const editPath = (row: Row) => galleryPaths.edit(row.id, kind.list);
  return (
    <DataList
      label={kind.label}
      columns={kind.columns}
      list={list}
      rows={page?.items}
      total={page?.total}
      loading={loading}
      error={error}
      onRetry={() => void refetch().catch(() => undefined)}
      rowTitle={(row) => row.title || row.fileName}
      editPath={editPath}
      onDelete={actions.remove}
      card={(row) => (
        <GalleryCard
          title={row.title}
          url={row.url}
          fileName={row.fileName}
          featured={row.featured}
          to={editPath(row)}
        />
      )}
    />
  );
}
