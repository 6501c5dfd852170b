import { AddIcon } from '@blueprintjs/icons';
import { Link } from 'react-router-dom';
import { LinkButton } from '../../components/LinkButton';
import { StatusTag } from '../../components/StatusTag';
import { DataList, type Column } from '../../components/list/DataList';
import { useListParams } from '../../components/list/useListParams';
import { PageHeader } from '../../components/pages/PageHeader';
import { formatDateTime } from '../../i18n/format';
import { ja } from '../../i18n/ja';
import type { CategoryRow, CategoryScreen } from './categoryScreen';

/** The list of one category area: title, status, last change; edit and delete per row. */
export function CategoryListPage<Row extends CategoryRow>({
  screen,
}: {
  screen: CategoryScreen<Row>;
}) {
  const { strings: t, paths } = screen;
  const list = useListParams({ sortable: ['title', 'status', 'createdAt', 'updatedAt'] });
  const { value: page, loading, error, refetch } = screen.useList(list.query);
  const actions = screen.useActions();
  const columns: Column<Row>[] = [
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
    <>
      <PageHeader
        title={t.listTitle}
        actions={
          <LinkButton to={paths.add} intent="primary" icon={<AddIcon />} text={ja.list.add} />
        }
      />
      <DataList
        label={t.listTitle}
        columns={columns}
        list={list}
        rows={page?.items}
        total={page?.total}
        loading={loading}
        error={error}
        onRetry={() => void refetch().catch(() => undefined)}
        rowTitle={(c) => c.title}
        editPath={(c) => paths.edit(c.id)}
        onDelete={actions.remove}
      />
    </>
  );
}
