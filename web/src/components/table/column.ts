import type { ReactNode } from 'react';

/** One column of a read-only table: its header and how each row fills its cell. */
export interface TableColumn<Row> {
  /** Unique within the table (the cells' React key). */
  id: string;
  header: ReactNode;
  /** `end`: header and cells right-aligned (`app-align-end`), e.g. amounts and counts. */
  align?: 'end';
  /** The cells head their row (`<th scope="row">`) instead of `<td>`. */
  rowHeader?: boolean;
  /** A class on the column's body cells only, not its header (e.g. `app-dayboard-phone`). */
  cellClassName?: string;
  render(row: Row): ReactNode;
}

/** The class of the column's alignment, if any. */
export const alignClass = (column: { align?: 'end' }): string | undefined =>
  column.align === 'end' ? 'app-align-end' : undefined;
