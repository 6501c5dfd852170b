import { Link } from 'react-router-dom';
import {
  useHolidaysQuery,
  type HolidayFieldsFragment,
  type HolidaySortField,
} from '../../__generated__/graphql';
import type { Column } from '../../components/list/DataList';
import { ListScreen } from '../../components/list/ListScreen';
import { useListParams } from '../../components/list/useListParams';
import { formatDate, formatDateTime } from '../../i18n/format';
import { ja } from '../../i18n/ja';
import { holidayName } from './holidayName';
import { holidayPaths } from './paths';
import { useHolidayActions } from './useHolidayActions';

const t = ja.holidays;

const columns: Column<HolidayFieldsFragment, HolidaySortField>[] = [
  {
    id: 'date',
    header: t.date,
    sortable: true,
    render: (h) => <Link to={holidayPaths.edit(h.id)}>{formatDate(h.date)}</Link>,
  },
  { id: 'packageTitle', header: t.package, sortable: true, render: (h) => h.packageTitle },
  {
    id: 'title',
    header: t.title,
    sortable: true,
    render: (h) => h.title || <span className="app-muted">—</span>,
  },
  {
    id: 'createdAt',
    header: t.createdAt,
    sortable: true,
    render: (h) => formatDateTime(h.createdAt),
  },
];

export default function HolidayListPage() {
  const list = useListParams<HolidaySortField>({
    sortable: ['date', 'title', 'packageTitle', 'createdAt'],
    sortBy: 'date',
    sortDir: 'desc',
  });
  const { data, previousData, loading, error, refetch } = useHolidaysQuery({
    variables: { query: list.query },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const actions = useHolidayActions();
  const page = (data ?? previousData)?.holidays;

  return (
    <ListScreen
      title={t.listTitle}
      addPath={holidayPaths.add}
      page={page}
      loading={loading}
      error={error}
      refetch={refetch}
      columns={columns}
      list={list}
      rowTitle={holidayName}
      onDelete={actions.remove}
    />
  );
}
