import { memo } from 'react';
import { alignClass } from '../table/column';
import type { Column } from './DataList';
import { RowActions, type RowActionsConfig } from './RowActions';

export interface DataRowProps<T extends { id: string }> extends RowActionsConfig<T> {
  row: T;
  columns: Column<T>[];
  /** 1-based row number for assistive technology when only some rows are in the DOM. */
  rowIndex: number | undefined;
  hasActions: boolean;
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
        <td key={c.id} className={alignClass(c)} data-label={c.header}>
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
