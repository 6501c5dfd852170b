import type { OperationVariables } from '@apollo/client';
import { useParams } from 'react-router-dom';
import { useRouteQuery } from '../query/useRouteQuery';
import type { AreaList } from './areaList';
import { useListFilters } from './useListFilters';
import { useListParams } from './useListParams';

const NO_FILTERS: readonly never[] = [];

/**
 * An area's list on screen: its URL state (page, size, search, sort and its own filters), its
 * query (reusing the route loader's request when there is one; `cache-and-network` otherwise), and
 * the page shown, the previous one while another loads. `view` is what DataList and ListScreen
 * take for the rows and their state.
 */
export function useAreaList<
  TData,
  TVars extends OperationVariables,
  S extends string,
  F extends string,
  Row,
>(
  declared: AreaList<TData, TVars, S, F, Row>,
  /** Params beside the route's, for the declared variables (e.g. the user a look-up is of). */
  params?: Record<string, string>,
) {
  const list = useListParams(declared.defaults);
  const filters = useListFilters<F>(declared.filters ?? NO_FILTERS);
  const variables = declared.variables(list.query, filters.values, { ...useParams(), ...params });
  const { data, previousData, loading, error, refetch } = useRouteQuery<TData, TVars>(
    declared.document,
    { variables: variables ?? undefined, skip: variables === null },
  );
  const shown = data ?? previousData;
  const page = shown ? declared.page(shown) : undefined;
  return {
    filters,
    variables,
    page,
    refetch,
    view: {
      list,
      rows: page?.items,
      total: page?.total,
      loading,
      error,
      onRetry: () => void refetch().catch(() => undefined),
    },
  };
}
