import { useApolloClient, type DocumentNode } from '@apollo/client';

/**
 * Reads one record by id from the gateway, not the cache (`network-only`; an error rejects), when
 * an action needs more than a list row holds: e.g. a delete's UNDO creates the record again from
 * every field, so the whole record is read before the delete.
 */
export function useReadRecord<TData, Row>(document: DocumentNode, pick: (data: TData) => Row) {
  const client = useApolloClient();
  return async (id: string): Promise<Row> => {
    const { data } = await client.query<TData, { id: string }>({
      query: document,
      variables: { id },
      fetchPolicy: 'network-only',
      errorPolicy: 'none',
    });
    return pick(data);
  };
}
