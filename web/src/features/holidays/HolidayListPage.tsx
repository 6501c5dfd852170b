import { AddIcon } from '@blueprintjs/icons';
import { Link } from 'react-router-dom';
import { useHolidaysQuery, type HolidayFieldsFragment } from '../../__generated__/graphql';
import { LinkButton } from '../../components/LinkButton';
import { DataList, type Column } from '../../components/list/DataList';
import { useListParams } from '../../components/list/useListParams';
import { PageHeader } from '../../components/pages/PageHeader';
import { formatDate, formatDateTime } from '../../i18n/format';
import { ja } from '../../i18n/ja';
import { holidayName } from './holidayName';
import { holidayPaths } from './paths';
import { useHolidayActions } from './useHolidayActions';

const t = ja.holidays;

const columns: Column<HolidayFieldsFragment>[] = [
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
  const list = useListParams({
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
    <>
      <PageHeader
        title={t.listTitle}
        actions={
          <LinkButton
            to={holidayPaths.add}
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
        rowTitle={holidayName}
        onDelete={actions.remove}
      />
    </>
  );
}
