import { Link } from 'react-router-dom';
import {
  useNewsCategoriesQuery,
  type NewsCategoryFieldsFragment,
  type NewsCategorySortField,
} from '../../__generated__/graphql';
import type { Column } from '../../components/list/DataList';
import { ListScreen } from '../../components/list/ListScreen';
import { useListParams } from '../../components/list/useListParams';
import { formatDateTime } from '../../i18n/format';
import { ja } from '../../i18n/ja';
import { newsCategoryPaths } from './paths';
import { useNewsCategoryActions } from './useNewsCategoryActions';

const t = ja.newsCategories;

const columns: Column<NewsCategoryFieldsFragment, NewsCategorySortField>[] = [
  {
    id: 'title',
    header: t.title,
    sortable: true,
    render: (c) => <Link to={newsCategoryPaths.edit(c.id)}>{c.title}</Link>,
  },
  {
    id: 'createdAt',
    header: t.createdAt,
    sortable: true,
    render: (c) => formatDateTime(c.createdAt),
  },
  {
    id: 'updatedAt',
    header: t.updatedAt,
    sortable: true,
    render: (c) => formatDateTime(c.updatedAt),
  },
];

/** /categorytopics/categorytopics-list */
export default function NewsCategoryListPage() {
  const list = useListParams<NewsCategorySortField>({
    sortable: ['title', 'createdAt', 'updatedAt'],
  });
  const { data, previousData, loading, error, refetch } = useNewsCategoriesQuery({
    variables: { query: list.query },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const actions = useNewsCategoryActions();
  const page = (data ?? previousData)?.newsCategories;

  return (
    <ListScreen
      title={t.listTitle}
      addPath={newsCategoryPaths.add}
      page={page}
      loading={loading}
      error={error}
      refetch={refetch}
      columns={columns}
      list={list}
      rowTitle={(c) => c.title}
      editPath={(c) => newsCategoryPaths.edit(c.id)}
      onDelete={actions.remove}
    />
  );
}
