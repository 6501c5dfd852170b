import type { OperationVariables } from '@apollo/client';
import { useParams } from 'react-router-dom';
import { useScreenQuery } from '../query/useScreenQuery';
import type { AreaList } from './areaList';
import { useListFilters } from './useListFilters';
import { useListParams } from './useListParams';

const NO_FILTERS: readonly never[] = [];

/**
 * An area's list on screen: its URL state (page, size, search, sort and its own filters), its
 * page (the one the route's loader preloaded for this URL; a list the loader cannot know, under
 * another record, asks here), the previous page while another loads. `view` is what DataList and
 * ListScreen take for the rows and their state.
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
  const routeParams = useParams();
  const { data, previousData, variables, loading, error, refetch } = useScreenQuery<TData, TVars>(
    declared.document,
    () => {
      const asked = declared.variables(list.query, filters.values, { ...routeParams, ...params });
      return { variables: asked ?? undefined, skip: asked === null };
    },
  );
  const shown = data ?? previousData;
  const page = shown ? declared.page(shown) : undefined;
  return {
    filters,
    variables: variables ?? null,
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
