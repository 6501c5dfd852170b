import {
  PackagesDocument,
  type PackageListQuery,
  type PackageSortField,
  type PackagesQuery,
  type Status,
} from '../../__generated__/graphql';
import { areaList } from '../../components/list/areaList';
import type { ListQueryOf } from '../../components/list/listParams';

export const PACKAGE_FILTERS = ['category', 'status'] as const;
export type PackageFilterKey = (typeof PACKAGE_FILTERS)[number];

/** The list query's filters from the URL's `category` and `status` (unknown values are ignored). */
export function packageFilterQuery(
  values: Record<PackageFilterKey, string>,
): Pick<PackageListQuery, 'categoryId' | 'status'> {
  const status: Status | null =
    values.status === 'ACTIVE' || values.status === 'INACTIVE' ? values.status : null;
  return { categoryId: values.category || null, status };
}

/** The package list's query, sort columns and filters, in display order. */
export const packageList = areaList({
  document: PackagesDocument,
  defaults: {
    sortable: ['title', 'price', 'displayOrder', 'status', 'createdAt'],
    sortBy: 'displayOrder',
  },
  filters: PACKAGE_FILTERS,
  variables: (query: ListQueryOf<PackageSortField>, filters: Record<PackageFilterKey, string>) => ({
    query: { ...query, ...packageFilterQuery(filters) },
  }),
  page: (d: PackagesQuery) => d.packages,
});
