import { HTMLSelect } from '@blueprintjs/core';
import { useId } from 'react';
import { ja } from '../../i18n/ja';
import { cx } from '../cx';
import type { Column } from './DataList';
import type { ListState } from './useListParams';

/** Sorting as one select (column and direction), for lists shown without column headers. */
export function SortSelect<T, S extends string>({
  columns,
  list,
  className,
}: {
  columns: Column<T, S>[];
  list: ListState<S>;
  className?: string | undefined;
}) {
  const id = useId();
  const sortable = columns.filter((c): c is Column<T, S> & { sortable: true } => !!c.sortable);
  if (sortable.length === 0) return null;
  const { sortBy, sortDir } = list.params;
  const value = sortBy ? `${sortBy}:${sortDir}` : '';
  return (
    <span className={cx('app-sort-select', className)}>
      <label htmlFor={id} className="app-visually-hidden">
        {ja.list.sortLabel}
      </label>
      <HTMLSelect
        id={id}
        value={value}
        onChange={(e) => {
          const [column, dir] = e.currentTarget.value.split(':');
          const chosen = sortable.find((c) => c.id === column);
          if (chosen && (dir === 'asc' || dir === 'desc')) list.setSort(chosen.id, dir);
        }}
      >
        {sortBy ? null : <option value="">{ja.list.sortLabel}</option>}
        {sortable.flatMap((c) => [
          <option key={`${c.id}:asc`} value={`${c.id}:asc`}>
            {ja.list.sortOption(c.header, ja.list.sortAsc)}
          </option>,
          <option key={`${c.id}:desc`} value={`${c.id}:desc`}>
            {ja.list.sortOption(c.header, ja.list.sortDesc)}
          </option>,
        ])}
      </HTMLSelect>
    </span>
  );
}
