import { AddIcon } from '@blueprintjs/icons';
import { Link } from 'react-router-dom';
import { useSeasonsQuery, type SeasonFieldsFragment } from '../../__generated__/graphql';
import { LinkButton } from '../../components/LinkButton';
import { StatusTag } from '../../components/StatusTag';
import { DataList, type Column } from '../../components/list/DataList';
import { useListParams } from '../../components/list/useListParams';
import { PageHeader } from '../../components/pages/PageHeader';
import { formatDate } from '../../i18n/format';
import { ja } from '../../i18n/ja';
import { seasonPaths } from './paths';
import { useSeasonActions } from './useSeasonActions';

const t = ja.seasons;

const columns: Column<SeasonFieldsFragment>[] = [
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
  const list = useListParams({
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
    <>
      <PageHeader
        title={t.listTitle}
        actions={
          <LinkButton to={seasonPaths.add} intent="primary" icon={<AddIcon />} text={ja.list.add} />
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
        rowTitle={(s) => s.title}
        editPath={(s) => seasonPaths.edit(s.id)}
        onDelete={actions.remove}
      />
    </>
  );
}
