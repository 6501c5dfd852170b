import { MediaIcon } from '@blueprintjs/icons';
import { Link } from 'react-router-dom';
import { type PackageRowFieldsFragment, type PackageSortField } from '../../__generated__/graphql';
import { StatusTag } from '../../components/StatusTag';
import type { Column } from '../../components/list/DataList';
import { AreaListPage } from '../../components/list/AreaListPage';
import { PackageDependentsNote } from './PackageDependentsNote';
import { formatYen } from '../../i18n/format';
import { ja } from '../../i18n/ja';
import { packageList } from './packageList';
import { PackageListFilters } from './PackageListFilters';
import { packagePaths } from './paths';
import { usePackageActions } from './usePackageActions';
import '../../components/form/catalogue.css';

const t = ja.packages;

const columns: Column<PackageRowFieldsFragment, PackageSortField>[] = [
  {
    id: 'photo',
    header: t.photo,
    render: (p) =>
      p.photos[0] ? (
        <img className="app-list-thumb" src={p.photos[0].url} alt="" loading="lazy" />
      ) : (
        <span className="app-list-thumb is-empty" title={t.noPhoto}>
          <MediaIcon />
        </span>
      ),
  },
  {
    id: 'title',
    header: t.title,
    sortable: true,
    render: (p) => <Link to={packagePaths.edit(p.id)}>{p.title}</Link>,
  },
  {
    id: 'category',
    header: t.category,
    render: (p) => p.category?.title ?? <span className="app-muted">—</span>,
  },
  {
    id: 'price',
    header: t.price,
    sortable: true,
    align: 'end',
    render: (p) => formatYen(p.price),
  },
  {
    id: 'status',
    header: t.status,
    sortable: true,
    render: (p) => <StatusTag status={p.status} />,
  },
  {
    id: 'displayOrder',
    header: t.displayOrder,
    sortable: true,
    align: 'end',
    render: (p) => p.displayOrder,
  },
];

export default function PackageListPage() {
  return (
    <AreaListPage
      list={packageList}
      title={t.listTitle}
      paths={packagePaths}
      columns={columns}
      useActions={usePackageActions}
      deleteDetails={(row) => <PackageDependentsNote id={row.id} />}
      toolbar={(filters) => <PackageListFilters filters={filters} />}
    />
  );
}
