import { AddIcon } from '@blueprintjs/icons';
import { Link } from 'react-router-dom';
import { useDogCategoriesQuery, type DogCategoryFieldsFragment } from '../../__generated__/graphql';
import { LinkButton } from '../../components/LinkButton';
import { StatusTag } from '../../components/StatusTag';
import { DataList, type Column } from '../../components/list/DataList';
import { useListParams } from '../../components/list/useListParams';
import { PageHeader } from '../../components/pages/PageHeader';
import { formatDateTime } from '../../i18n/format';
import { ja } from '../../i18n/ja';
import { dogCategoryPaths } from './paths';
import { useDogCategoryActions } from './useDogCategoryActions';

const t = ja.dogCategories;

const columns: Column<DogCategoryFieldsFragment>[] = [
  {
    id: 'title',
    header: t.title,
    sortable: true,
    render: (c) => <Link to={dogCategoryPaths.edit(c.id)}>{c.title}</Link>,
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

export default function DogCategoryListPage() {
  const list = useListParams({ sortable: ['title', 'status', 'createdAt', 'updatedAt'] });
  const { data, previousData, loading, error, refetch } = useDogCategoriesQuery({
    variables: { query: list.query },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const actions = useDogCategoryActions();
  const page = (data ?? previousData)?.dogCategories;

  return (
    <>
      <PageHeader
        title={t.listTitle}
        actions={
          <LinkButton
            to={dogCategoryPaths.add}
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
        editPath={(c) => dogCategoryPaths.edit(c.id)}
        onDelete={actions.remove}
      />
    </>
  );
}
