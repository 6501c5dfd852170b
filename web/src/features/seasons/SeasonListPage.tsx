import { Link } from 'react-router-dom';
import {
  useSeasonsQuery,
  type SeasonFieldsFragment,
  type SeasonSortField,
} from '../../__generated__/graphql';
import { StatusTag } from '../../components/StatusTag';
import type { Column } from '../../components/list/DataList';
import { ListScreen } from '../../components/list/ListScreen';
import { useListParams } from '../../components/list/useListParams';
import { formatDate } from '../../i18n/format';
import { ja } from '../../i18n/ja';
import { seasonPaths } from './paths';
import { useSeasonActions } from './useSeasonActions';

const t = ja.seasons;

const columns: Column<SeasonFieldsFragment, SeasonSortField>[] = [
  {
    id: 'title',
    header: t.title,
    sortable: true,
    render: (s) => <Link to={seasonPaths.edit(s.id)}>{s.title}</Link>,
  },
  {
    id: 'status',
    header: t.status,
    sortable: true,
    render: (s) => <StatusTag status={s.status} />,
  },
  { id: 'startDate', header: t.startDate, sortable: true, render: (s) => formatDate(s.startDate) },
  { id: 'endDate', header: t.endDate, sortable: true, render: (s) => formatDate(s.endDate) },
  {
    id: 'timeSlots',
    header: t.timeSlots,
    render: (s) =>
      s.timeSlots.length === 0 ? (
        <span className="app-muted">—</span>
      ) : (
        <span className="app-slot-summary">
          {s.timeSlots.map((slot) => (
            <span key={slot.id}>
              {slot.startTime}〜{slot.endTime}
            </span>
          ))}
        </span>
      ),
  },
];

export default function SeasonListPage() {
  const list = useListParams<SeasonSortField>({
    sortable: ['title', 'status', 'startDate', 'endDate', 'createdAt'],
  });
  const { data, previousData, loading, error, refetch } = useSeasonsQuery({
    variables: { query: list.query },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const actions = useSeasonActions();
  const page = (data ?? previousData)?.seasons;

  return (
    <ListScreen
      title={t.listTitle}
      addPath={seasonPaths.add}
      page={page}
      loading={loading}
      error={error}
      refetch={refetch}
      columns={columns}
      list={list}
      rowTitle={(s) => s.title}
      editPath={(s) => seasonPaths.edit(s.id)}
      onDelete={actions.remove}
    />
  );
}
