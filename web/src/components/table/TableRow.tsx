import { cx } from '../cx';
import { alignClass, type TableColumn } from './column';

/**
 * One row of a read-only table: a cell per column, `<th scope="row">` where the column heads it;
 * each cell names its column in `data-label`, shown beside the value where rows are cards.
 */
export function TableRow<Row>({
  row,
  columns,
  className,
}: {
  row: Row;
  columns: readonly TableColumn<Row>[];
  className?: string;
}) {
  return (
    <tr className={className}>
      {columns.map((column) => {
        const cellClass = cx(alignClass(column), column.cellClassName) || undefined;
        return column.rowHeader ? (
          <th key={column.id} scope="row" className={cellClass} data-label={column.header}>
            {column.render(row)}
          </th>
        ) : (
          <td key={column.id} className={cellClass} data-label={column.header}>
            {column.render(row)}
          </td>
        );
      })}
    </tr>
  );
}
