import type { LoadingRecord } from '../../components/form/RecordFormPage';
import type { RecordForm } from '../../components/form/recordForm';
import type { Column } from '../../components/list/DataList';
import type { OperationVariables } from '@apollo/client';
import type { AreaList } from '../../components/list/areaList';
import type { UploadedImage } from '../../components/upload/useImageUpload';
import type { GalleryList } from './paths';

/** What a gallery photo or cover image carries on screen. */
export interface GalleryRow {
  id: string;
  title: string;
  fileName: string;
  url: string;
  /** Gallery photos only: shown on the site's front page. */
  featured?: boolean;
  updatedAt: string | null;
}

/** The form's values every image kind shares. */
export interface GalleryFormValues {
  title: string;
  photo: UploadedImage | null;
}

/**
 * One of the gallery's two image lists (photos, covers): its grid, its data and its form. The grid
 * and form screens are shared; each kind only says where its data comes from and what differs.
 */
export interface GalleryKind<
  Row extends GalleryRow,
  Sort extends string,
  Values extends GalleryFormValues,
  Input,
> {
  list: GalleryList;
  /** The grid's name (its tab). */
  label: string;
  /** Sort choices of the grid. */
  columns: Column<Row, Sort>[];
  /** The grid's query and sort choices. */
  query: AreaList<never, OperationVariables, Sort, never, Row>;
  useOne(id: string | undefined): LoadingRecord<Row>;
  useActions(): {
    create(input: Input): Promise<unknown>;
    update(before: Row, input: Input): Promise<unknown>;
    remove(row: Row): Promise<void>;
  };
  /** Its form: an edit's image may stay as it is (`editSchema`). */
  form: RecordForm<Row, Values, Input> & {
    /** The image field's label and the title's helper text. */
    photoLabel: string;
    titleHelp: string;
    /** Whether the form has the featured switch (photos). */
    featured: boolean;
  };
}
