import type { CategorySortField } from '../../__generated__/graphql';
import { Link } from 'react-router-dom';
import { StatusTag } from '../StatusTag';
import type { Column } from '../list/DataList';
import { ListScreen } from '../list/ListScreen';
import { useListParams } from '../list/useListParams';
import { formatDateTime } from '../../i18n/format';
import type { CategoryRow, CategoryScreen } from './categoryScreen';

/** The list of one category area: title, status, last change; edit and delete per row. */
export function CategoryListPage<Row extends CategoryRow>({
  screen,
}: {
  screen: CategoryScreen<Row>;
}) {
  const { strings: t, paths } = screen;
  const list = useListParams<CategorySortField>({
    sortable: ['title', 'status', 'createdAt', 'updatedAt'],
  });
  const { value: page, loading, error, refetch } = screen.useList(list.query);
  const actions = screen.useActions();
  const columns: Column<Row, CategorySortField>[] = [
    {
      id: 'title',
      header: t.title,
      sortable: true,
      render: (c) => <Link to={paths.edit(c.id)}>{c.title}</Link>,
    },
    {
      id: 'status',
      header: t.status,
      sortable: true,
      render: (c) => <StatusTag status={c.status} />,
    },
    {
      id: 'updatedAt',
      header: t.updatedAt,
      sortable: true,
      render: (c) => formatDateTime(c.updatedAt),
    },
  ];

  return (
    <ListScreen
      title={t.listTitle}
      addPath={paths.add}
      page={page}
      loading={loading}
      error={error}
      refetch={refetch}
      columns={columns}
      list={list}
      rowTitle={(c) => c.title}
      editPath={(c) => paths.edit(c.id)}
      onDelete={actions.remove}
    />
  );
}
