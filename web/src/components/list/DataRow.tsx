import { Classes } from '@blueprintjs/core';
import { EditIcon, TrashIcon } from '@blueprintjs/icons';
import { memo, type ReactNode } from 'react';
import { ja } from '../../i18n/ja';
import { cx } from '../cx';
import type { Column } from './DataList';
import { RowLink } from './RowLink';

export interface DataRowProps<T extends { id: string }> {
  row: T;
  columns: Column<T>[];
  /** 1-based row number for assistive technology when only some rows are in the DOM. */
  rowIndex: number | undefined;
  hasActions: boolean;
  rowTitle(row: T): string;
  editPath: ((row: T) => string) | undefined;
  rowActions: ((row: T) => ReactNode) | undefined;
  /** Asks to delete (the list confirms first); absent when rows cannot be deleted. */
  onDeleteRequest: ((row: T) => void) | undefined;
}

export interface RowActionsProps<T extends { id: string }> {
  row: T;
  rowTitle(row: T): string;
  editPath: ((row: T) => string) | undefined;
  rowActions: ((row: T) => ReactNode) | undefined;
  onDeleteRequest: ((row: T) => void) | undefined;
}

/** A row's extra actions, then edit and delete (also under each card of a grid). */
export function RowActions<T extends { id: string }>({
  row,
  rowTitle,
  editPath,
  rowActions,
  onDeleteRequest,
}: RowActionsProps<T>) {
  return (
    <>
      {rowActions?.(row)}
      {editPath ? (
        <RowLink
          to={editPath(row)}
          className={cx(Classes.BUTTON, Classes.MINIMAL)}
          aria-label={ja.list.editRow(rowTitle(row))}
          title={ja.list.edit}
        >
          <EditIcon />
        </RowLink>
      ) : null}
      {onDeleteRequest ? (
        // Blueprint's button markup without its component: rows are rendered by the dozen.
        <button
          type="button"
          className={cx(Classes.BUTTON, Classes.MINIMAL, Classes.INTENT_DANGER)}
          aria-label={ja.list.deleteRow(rowTitle(row))}
          title={ja.list.delete}
          onClick={() => onDeleteRequest(row)}
        >
          <TrashIcon />
        </button>
      ) : null}
    </>
  );
}

function DataRowImpl<T extends { id: string }>({
  row,
  columns,
  rowIndex,
  hasActions,
  ...actions
}: DataRowProps<T>) {
  return (
    <tr aria-rowindex={rowIndex}>
      {columns.map((c) => (
        // data-label: the column's name beside the value where rows stack (phones, list.css).
        <td
          key={c.id}
          className={c.align ? `app-align-${c.align}` : undefined}
          data-label={c.header}
        >
          {/* Long text wraps within the cell and is cut after a few lines (full text on hover). */}
          <div className="app-cell">{c.render(row)}</div>
        </td>
      ))}
      {hasActions ? (
        <td className="app-row-actions">
          <RowActions row={row} {...actions} />
        </td>
      ) : null}
    </tr>
  );
}

/**
 * One row of a DataList. Memoised: while a long list scrolls, rows that stay in view are not
 * rendered again (the list's callbacks keep their identity between its renders).
 */
export const DataRow = memo(DataRowImpl) as typeof DataRowImpl;
