import type { OperationVariables } from '@apollo/client';
import type { ReactNode } from 'react';
import type { AreaList } from './areaList';
import type { Column } from './DataList';
import { ListScreen } from './ListScreen';
import { useAreaList } from './useAreaList';
import type { ListFilters } from './useListFilters';

export interface AreaListPageProps<
  TData,
  TVars extends OperationVariables,
  S extends string,
  F extends string,
  Row extends { id: string; title: string },
> {
  /** The area's list declaration (query, sort columns, filters). */
  list: AreaList<TData, TVars, S, F, Row>;
  /** The page title, also the table's name. */
  title: string;
  /** The add button's screen, and a row's edit screen (no edit button per row without it). */
  paths: { add: string; edit?(id: string): string };
  columns: Column<Row, S>[];
  /** The area's writes: a row's delete (a hook, called once per render). */
  useActions(): { remove(row: Row): Promise<void> };
  /** How the delete confirmation names a row (its title unless said). */
  rowTitle?(row: Row): string;
  /** What the delete confirmation says goes with a row. */
  deleteDetails?(row: Row): ReactNode;
  /** Above the rows: the list's own filters. */
  toolbar?(filters: ListFilters<F>): ReactNode;
}

/**
 * The list screen of an area, declared: its list's rows and URL state (useAreaList), the title
 * with the add button, edit and delete per row.
 */
export function AreaListPage<
  TData,
  TVars extends OperationVariables,
  S extends string,
  F extends string,
  Row extends { id: string; title: string },
>({
  list,
  title,
  paths,
  columns,
  useActions,
  rowTitle = (row) => row.title,
  deleteDetails,
  toolbar,
}: AreaListPageProps<TData, TVars, S, F, Row>) {
  const { view, filters } = useAreaList(list);
  const actions = useActions();
  const { edit } = paths;
  return (
    <ListScreen
      title={title}
      addPath={paths.add}
      {...view}
      columns={columns}
      rowTitle={rowTitle}
      editPath={edit ? (row) => edit(row.id) : undefined}
      onDelete={actions.remove}
      deleteDetails={deleteDetails}
      toolbar={toolbar?.(filters)}
    />
  );
}
