import { HTMLSelect } from '@blueprintjs/core';
import { useId } from 'react';
import { ja } from '../../i18n/ja';
import './filterField.css';

export interface FilterOption {
  value: string;
  label: string;
}

/**
 * A labelled select in a list's toolbar, its label above it (the package category, a status, a
 * role): the first option, `allLabel`, shows every row.
 */
export function SelectFilter({
  label,
  allLabel,
  value,
  options,
  onChange,
}: {
  label: string;
  allLabel: string;
  value: string;
  options: readonly FilterOption[];
  onChange(value: string): void;
}) {
  const id = useId();
  return (
    <span className="app-filter-field">
      <label htmlFor={id}>{label}</label>
      <HTMLSelect id={id} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </HTMLSelect>
    </span>
  );
}

/** 有効 / 無効: the options of a status filter. */
export const statusOptions: readonly FilterOption[] = [
  { value: 'ACTIVE', label: ja.form.statusActive },
  { value: 'INACTIVE', label: ja.form.statusInactive },
];
