import { useMemo } from 'react';
import { usePackageOptionsQuery, type PackageOptionsQuery } from '../../__generated__/graphql';
import type { SelectOption } from '../form/SelectField';
import { ja } from '../../i18n/ja';

export type PackageOption = NonNullable<PackageOptionsQuery['packageOptions']>[number];

/** Every package to choose one from (docs/product.md §7: `/admin/package/all/list`), by display order. */
export function usePackageOptions() {
  const { data, loading, error, refetch } = usePackageOptionsQuery({
    fetchPolicy: 'cache-and-network',
  });
  const packages = useMemo(
    () =>
      [...(data?.packageOptions ?? [])].sort(
        (a, b) => a.displayOrder - b.displayOrder || a.title.localeCompare(b.title, 'ja'),
      ),
    [data],
  );
  const options = useMemo<SelectOption[]>(
    () =>
      packages.map((p) => ({
        value: p.id,
        label: p.status === 'ACTIVE' ? p.title : `${p.title}（${ja.form.statusInactive}）`,
      })),
    [packages],
  );
  return { packages, options, loading, error, refetch };
}

export type PackageOptions = ReturnType<typeof usePackageOptions>;
