import { Link } from 'react-router-dom';
import { type HolidayFieldsFragment, type HolidaySortField } from '../../__generated__/graphql';
import type { Column } from '../../components/list/DataList';
import { AreaListPage } from '../../components/list/AreaListPage';
import { formatDate, formatDateTime } from '../../i18n/format';
import { ja } from '../../i18n/ja';
import { holidayList } from './holidayList';
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
  return (
    <AreaListPage
      list={holidayList}
      title={t.listTitle}
      paths={{ add: holidayPaths.add }}
      columns={columns}
      useActions={useHolidayActions}
      rowTitle={holidayName}
    />
  );
}
