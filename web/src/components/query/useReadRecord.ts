import { useApolloClient, type DocumentNode } from '@apollo/client';

/**
 * Reads one record by id from the gateway, not the cache (`network-only`; an error rejects), when
 * an action needs more than a list row holds: e.g. a delete's UNDO creates the record again from
 * every field, so the whole record is read before the delete. Root fields are nullable (a failed
 * root no longer nulls the others): a record that comes back null rejects like an error.
 */
export function useReadRecord<TData, Row>(
  document: DocumentNode,
  pick: (data: TData) => Row | null | undefined,
) {
  const client = useApolloClient();
  return async (id: string): Promise<Row> => {
    const { data } = await client.query<TData, { id: string }>({
      query: document,
      variables: { id },
      fetchPolicy: 'network-only',
      errorPolicy: 'none',
    });
    const row = pick(data);
    if (row === null || row === undefined) throw new Error(`No record ${id} in the answer`);
    return row;
  };
}
