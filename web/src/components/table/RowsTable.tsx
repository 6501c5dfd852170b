import { HTMLTable, type HTMLTableProps } from '@blueprintjs/core';
import type { Key, ReactNode } from 'react';
import { cx } from '../cx';
import { alignClass, type TableColumn } from './column';
import { TableRow } from './TableRow';
import './cards.css';

/** Blueprint's look (`compact`, `striped`, `bordered`), or a bare `<table>` (`plain`). */
type TableLook =
  | ({ plain?: false } & Pick<HTMLTableProps, 'bordered' | 'compact' | 'striped'>)
  | { plain: true; bordered?: never; compact?: never; striped?: never };

/** The props of a read-only table of `Row`s. */
export type RowsTableProps<Row> = TableLook & {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey(row: Row, index: number): Key;
  /** A class on a body row (e.g. `is-pending`). */
  rowClassName?(row: Row): string | undefined;
  /** The table's accessible name. */
  name: string;
  /**
   * How the name is given: `aria-label` on the table (the default), a `<caption>` hidden from
   * sight (`hidden-caption`), or a plain `<caption>` (`caption`, e.g. in a table itself hidden).
   */
  naming?: 'aria-label' | 'caption' | 'hidden-caption';
  className?: string;
  /** A last row in `<tfoot>` (e.g. the sum), drawn by the same columns. */
  footer?: Row;
  /** On phones, each row a card of its values beside their column's name (cards.css). */
  cardsOnPhone?: boolean;
};

/** The table element: Blueprint's, or a bare one. */
function Frame({
  plain,
  children,
  ...props
}: Pick<HTMLTableProps, 'bordered' | 'compact' | 'striped' | 'className' | 'aria-label'> & {
  plain?: boolean;
  children: ReactNode;
}) {
  if (plain) {
    return (
      <table className={props.className} aria-label={props['aria-label']}>
        {children}
      </table>
    );
  }
  return <HTMLTable {...props}>{children}</HTMLTable>;
}

/**
 * A read-only table: a header row of `<th scope="col">`, a row per item (cells as the columns
 * declare them), an optional footer row; named by `aria-label` or a caption.
 */
export function RowsTable<Row>({
  columns,
  rows,
  rowKey,
  rowClassName,
  name,
  naming = 'aria-label',
  footer,
  cardsOnPhone,
  className,
  ...look
}: RowsTableProps<Row>) {
  return (
    <Frame
      {...look}
      className={cx(className, cardsOnPhone && 'app-cards-table')}
      aria-label={naming === 'aria-label' ? name : undefined}
    >
      {naming === 'aria-label' ? null : (
        <caption className={naming === 'hidden-caption' ? 'app-visually-hidden' : undefined}>
          {name}
        </caption>
      )}
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.id} scope="col" className={alignClass(column)}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <TableRow
            key={rowKey(row, i)}
            row={row}
            columns={columns}
            className={rowClassName?.(row)}
          />
        ))}
      </tbody>
      {footer === undefined ? null : (
        <tfoot>
          <TableRow row={footer} columns={columns} />
        </tfoot>
      )}
    </Frame>
  );
}
