import { SelectFilter, statusOptions } from '../../components/list/SelectFilter';
import type { ListFilters } from '../../components/list/useListFilters';
import { ja } from '../../i18n/ja';
import type { PackageFilterKey } from './packageList';
import { usePackageFormChoices } from './usePackageFormChoices';

const t = ja.packages;

/** カテゴリー and ステータス selects above the package list (kept in the URL). */
export function PackageListFilters({ filters }: { filters: ListFilters<PackageFilterKey> }) {
  const { packageCategories } = usePackageFormChoices();
  const { category, status } = filters.values;
  return (
    <>
      <SelectFilter
        label={t.filterCategory}
        allLabel={t.allCategories}
        value={category}
        options={packageCategories}
        onChange={(v) => filters.set({ category: v })}
      />
      <SelectFilter
        label={t.filterStatus}
        allLabel={t.allStatuses}
        value={status}
        options={statusOptions}
        onChange={(v) => filters.set({ status: v })}
      />
    </>
  );
}
