import { Tag } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import type {
  AvailabilityRowFieldsFragment,
  AvailabilitySortField,
} from '../../__generated__/graphql';
import { DataList, type Column } from '../../components/list/DataList';
import { useAreaList } from '../../components/list/useAreaList';
import { formatDate } from '../../i18n/format';
import { ja } from '../../i18n/ja';
import { availabilityList } from './availabilityList';
import { availabilityPaths } from './paths';
import { useAvailabilityActions } from './useAvailabilityActions';

const t = ja.availability;

const nameOf = (a: AvailabilityRowFieldsFragment) =>
  `${a.packageTitle} ${formatDate(a.startDate)}〜${formatDate(a.endDate)}`;

const columns: Column<AvailabilityRowFieldsFragment, AvailabilitySortField>[] = [
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
      ) : a.slotCount == null ? (
        '—'
      ) : (
        <Tag minimal intent={a.slotCount > 0 ? 'primary' : 'warning'}>
          {t.slotCount(a.slotCount)}
        </Tag>
      ),
  },
];

/** The availability periods, paged, searchable by package title and sortable. */
export function AvailabilityList() {
  const { view } = useAreaList(availabilityList);
  const actions = useAvailabilityActions();
  return (
    <DataList
      label={t.listTitle}
      addText={ja.list.add}
      columns={columns}
      {...view}
      rowTitle={nameOf}
      editPath={(a) => availabilityPaths.edit(a.id)}
      onDelete={actions.remove}
    />
  );
}
