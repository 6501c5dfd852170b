import type { ReactNode } from 'react';

/**
 * A column of any table of the admin, a list's (DataList) or a read-only one (RowsTable): its
 * id, its header and how each row fills its cell.
 */
export interface ColumnBase<Row> {
  /** Unique within the table (the cells' React key; a list's sort field when sortable). */
  id: string;
  header: string;
  /** Header and cells aligned (`app-align-…`); `end` for amounts and counts. */
  align?: 'start' | 'end' | 'center';
  render(row: Row): ReactNode;
}

/** A column of a read-only table (RowsTable). */
export interface TableColumn<Row> extends ColumnBase<Row> {
  /** The cells head their row (`<th scope="row">`) instead of `<td>`. */
  rowHeader?: boolean;
  /** A class on the column's body cells only, not its header (e.g. `app-dayboard-phone`). */
  cellClassName?: string;
}

/** The class of a column's alignment, if any (header and cells alike). */
export const alignClass = (column: Pick<ColumnBase<unknown>, 'align'>): string | undefined =>
  column.align ? `app-align-${column.align}` : undefined;
