import { HTMLSelect } from '@blueprintjs/core';
import { useId } from 'react';
import type { ListFilters } from '../../components/list/useListFilters';
import { ja } from '../../i18n/ja';
import type { PackageFilterKey } from './packageList';
import { usePackageFormChoices } from './usePackageFormChoices';

const t = ja.packages;

/** カテゴリー and ステータス selects above the package list (kept in the URL). */
export function PackageListFilters({ filters }: { filters: ListFilters<PackageFilterKey> }) {
  const categoryId = useId();
  const statusId = useId();
  const { packageCategories } = usePackageFormChoices();
  const { category, status } = filters.values;
  return (
    <>
      <span className="app-filter-field">
        <label htmlFor={categoryId}>{t.filterCategory}</label>
        <HTMLSelect
          id={categoryId}
          value={category}
          onChange={(e) => filters.set({ category: e.currentTarget.value })}
        >
          <option value="">{t.allCategories}</option>
          {packageCategories.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </HTMLSelect>
      </span>
      <span className="app-filter-field">
        <label htmlFor={statusId}>{t.filterStatus}</label>
        <HTMLSelect
          id={statusId}
          value={status}
          onChange={(e) => filters.set({ status: e.currentTarget.value })}
        >
          <option value="">{t.allStatuses}</option>
          <option value="ACTIVE">{ja.form.statusActive}</option>
          <option value="INACTIVE">{ja.form.statusInactive}</option>
        </HTMLSelect>
      </span>
    </>
  );
}
