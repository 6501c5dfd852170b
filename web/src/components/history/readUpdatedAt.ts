import type { ApolloClient } from '@apollo/client';
import type { AuditRecordType } from '../../__generated__/graphql';
import { historyQueryOf, type HistoryAnswer } from './historyQueries';

/**
 * A record's `updatedAt` as the gateway has it now, for a revert started where the record is not
 * on screen (the activity list); undefined when the type has no history query, null when the
 * record is not found.
 */
export async function readUpdatedAt(
  client: ApolloClient<unknown>,
  recordType: AuditRecordType,
  recordId: string | null,
  mutation: string,
): Promise<string | null | undefined> {
  const query = historyQueryOf(recordType, mutation);
  if (!query || (!recordId && recordType !== 'SITE_SETTINGS')) return undefined;
  const { data } = await client.query<HistoryAnswer>({
    query,
    variables: recordType === 'SITE_SETTINGS' ? {} : { id: recordId, first: 1 },
    fetchPolicy: 'network-only',
  });
  // A record no longer found: the revert goes without a conflict check and REST answers for it.
  return data.record?.updatedAt ?? null;
}
