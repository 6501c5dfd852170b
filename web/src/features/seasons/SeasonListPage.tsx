import { Link } from 'react-router-dom';
import { type SeasonFieldsFragment, type SeasonSortField } from '../../__generated__/graphql';
import { StatusTag } from '../../components/StatusTag';
import type { Column } from '../../components/list/DataList';
import { AreaListPage } from '../../components/list/AreaListPage';
import { formatDate } from '../../i18n/format';
import { ja } from '../../i18n/ja';
import { seasonList } from './seasonList';
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
  return (
    <AreaListPage
      list={seasonList}
      title={t.listTitle}
      paths={seasonPaths}
      columns={columns}
      useActions={useSeasonActions}
    />
  );
}
