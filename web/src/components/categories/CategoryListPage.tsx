import { Link } from 'react-router-dom';
import { StatusTag } from '../StatusTag';
import type { Column } from '../list/DataList';
import { AreaListPage } from '../list/AreaListPage';
import { formatDateTime } from '../../i18n/format';
import type { CategoryColumn, CategoryRow, CategoryScreen } from './categoryScreen';

/** The list of one category area: the title, then the area's columns; edit and delete per row. */
export function CategoryListPage<Row extends CategoryRow, Sort extends string, Input>({
  screen,
}: {
  screen: CategoryScreen<Row, Sort, Input>;
}) {
  const { strings: t, paths } = screen;
  const isSort = (id: string): id is Sort =>
    (screen.list.defaults.sortable as readonly string[]).includes(id);
  const column = (id: 'title' | CategoryColumn, header: string, render: Column<Row>['render']) =>
    isSort(id)
      ? ({ id, header, render, sortable: true } as const)
      : ({ id, header, render } as const);
  const cells: Record<CategoryColumn, Column<Row>['render']> = {
    status: (c) => (c.status ? <StatusTag status={c.status} /> : null),
    createdAt: (c) => formatDateTime(c.createdAt ?? null),
    updatedAt: (c) => formatDateTime(c.updatedAt),
  };
  const columns: Column<Row, Sort>[] = [
    column('title', t.title, (c) => <Link to={paths.edit(c.id)}>{c.title}</Link>),
    ...screen.columns.map((id) => column(id, t[id] ?? '', cells[id])),
  ];

  return (
    <AreaListPage
      list={screen.list}
      title={t.listTitle}
      paths={paths}
      columns={columns}
      useActions={screen.useActions}
    />
  );
}
