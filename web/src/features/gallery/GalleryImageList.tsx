import { DataList } from '../../components/list/DataList';
import { useAreaList } from '../../components/list/useAreaList';
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
  const { view } = useAreaList(kind.query);
  const actions = kind.useActions();
  const editPath = (row: Row) => galleryPaths.edit(row.id, kind.list);
  return (
    <DataList
      label={kind.label}
      columns={kind.columns}
      {...view}
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
