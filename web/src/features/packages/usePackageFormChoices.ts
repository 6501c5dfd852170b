import { useMemo } from 'react';
import {
  PackageFormChoicesDocument,
  type PackageFormChoicesQuery,
  type PackageFormChoicesQueryVariables,
} from '../../__generated__/graphql';
import type { SelectOption } from '../../components/form/SelectField';
import { useScreenQuery } from '../../components/query/useScreenQuery';
import { formatDate } from '../../i18n/format';
import { ja } from '../../i18n/ja';

const inactive = (title: string, status: string) =>
  status === 'ACTIVE' ? title : `${title}（${ja.form.statusInactive}）`;

export type PackageFormChoices = ReturnType<typeof usePackageFormChoices>;

/**
 * The category and season lists the package form chooses from, and the list's category filter:
 * preloaded by both routes' loaders (screenQueries.ts).
 */
export function usePackageFormChoices() {
  const { data, loading, error, refetch } = useScreenQuery<
    PackageFormChoicesQuery,
    PackageFormChoicesQueryVariables
  >(PackageFormChoicesDocument);
  return useMemo(() => {
    const dogCategories: SelectOption[] = (data?.dogCategories?.items ?? []).map((c) => ({
      value: c.id,
      label: inactive(c.title, c.status),
    }));
    const packageCategories: SelectOption[] = (data?.packageCategories?.items ?? []).map((c) => ({
      value: c.id,
      label: inactive(c.title, c.status),
    }));
    const seasons: SelectOption[] = (data?.seasons?.items ?? []).map((s) => ({
      value: s.id,
      label: `${inactive(s.title, s.status)}  ${formatDate(s.startDate)}〜${formatDate(s.endDate)}`,
    }));
    const seasonTitles = new Map((data?.seasons?.items ?? []).map((s) => [s.id, s.title]));
    return { dogCategories, packageCategories, seasons, seasonTitles, loading, error, refetch };
  }, [data, loading, error, refetch]);
}
