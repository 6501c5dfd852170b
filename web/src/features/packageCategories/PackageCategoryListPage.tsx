import { AddIcon } from '@blueprintjs/icons';
import { Link } from 'react-router-dom';
import {
  usePackageCategoriesQuery,
  type PackageCategoryFieldsFragment,
} from '../../__generated__/graphql';
import { LinkButton } from '../../components/LinkButton';
import { StatusTag } from '../../components/StatusTag';
import { DataList, type Column } from '../../components/list/DataList';
import { useListParams } from '../../components/list/useListParams';
import { PageHeader } from '../../components/pages/PageHeader';
import { formatDateTime } from '../../i18n/format';
import { ja } from '../../i18n/ja';
import { packageCategoryPaths } from './paths';
import { usePackageCategoryActions } from './usePackageCategoryActions';

const t = ja.packageCategories;

const columns: Column<PackageCategoryFieldsFragment>[] = [
  {
    id: 'title',
    header: t.title,
    sortable: true,
    render: (c) => <Link to={packageCategoryPaths.edit(c.id)}>{c.title}</Link>,
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

export default function PackageCategoryListPage() {
  const list = useListParams({ sortable: ['title', 'status', 'createdAt', 'updatedAt'] });
  const { data, previousData, loading, error, refetch } = usePackageCategoriesQuery({
    variables: { query: list.query },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const actions = usePackageCategoryActions();
  const page = (data ?? previousData)?.packageCategories;

  return (
    <>
      <PageHeader
        title={t.listTitle}
        actions={
          <LinkButton
            to={packageCategoryPaths.add}
            intent="primary"
            icon={<AddIcon />}
            text={ja.list.add}
          />
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
        editPath={(c) => packageCategoryPaths.edit(c.id)}
        onDelete={actions.remove}
      />
    </>
  );
}
