import { Tag } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import {
  useAvailabilitiesQuery,
  type AvailabilityFieldsFragment,
  type AvailabilitySortField,
} from '../../__generated__/graphql';
import { DataList, type Column } from '../../components/list/DataList';
import { useListParams } from '../../components/list/useListParams';
import { formatDate } from '../../i18n/format';
import { ja } from '../../i18n/ja';
import { availabilityPaths } from './paths';
import { useAvailabilityActions } from './useAvailabilityActions';

const t = ja.availability;

const nameOf = (a: AvailabilityFieldsFragment) =>
  `${a.packageTitle} ${formatDate(a.startDate)}〜${formatDate(a.endDate)}`;

const columns: Column<AvailabilityFieldsFragment, AvailabilitySortField>[] = [
  {
    id: 'packageTitle',
    header: t.package,
    sortable: true,
    render: (a) => <Link to={availabilityPaths.edit(a.id)}>{a.packageTitle}</Link>,
  },
  { id: 'startDate', header: t.startDate, sortable: true, render: (a) => formatDate(a.startDate) },
  { id: 'endDate', header: t.endDate, sortable: true, render: (a) => formatDate(a.endDate) },
  {
    id: 'inventory',
    header: t.inventory,
    sortable: true,
    align: 'end',
    render: (a) => a.inventory,
  },
  {
    id: 'slots',
    header: t.timeSlotType,
    render: (a) =>
      a.packageTimeSlotType === 'SINGLE' ? (
        <Tag minimal>{ja.packages.timeSlotTypes.SINGLE}</Tag>
      ) : (
        <Tag minimal intent={a.slots.length > 0 ? 'primary' : 'warning'}>
          {t.slotCount(a.slots.length)}
        </Tag>
      ),
  },
];

/** The availability periods, paged, searchable by package title and sortable. */
export function AvailabilityList() {
  const list = useListParams<AvailabilitySortField>({
    sortable: ['startDate', 'endDate', 'packageTitle', 'inventory', 'createdAt'],
    sortBy: 'startDate',
    sortDir: 'desc',
  });
  const { data, previousData, loading, error, refetch } = useAvailabilitiesQuery({
    variables: { query: list.query },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const actions = useAvailabilityActions();
  const page = (data ?? previousData)?.availabilities;
  return (
    <DataList
      label={t.listTitle}
      columns={columns}
      list={list}
      rows={page?.items}
      total={page?.total}
      loading={loading}
      error={error}
      onRetry={() => void refetch().catch(() => undefined)}
      rowTitle={nameOf}
      editPath={(a) => availabilityPaths.edit(a.id)}
      onDelete={actions.remove}
    />
  );
}
