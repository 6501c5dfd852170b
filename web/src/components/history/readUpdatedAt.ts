import type { ApolloClient } from '@apollo/client';
import type { AuditRecordType } from '../../__generated__/graphql';
import { HISTORY_QUERIES, type HistoryAnswer } from './historyQueries';

/**
 * A record's `updatedAt` as the gateway has it now, for a revert started where the record is not
 * on screen (the activity list); undefined when the type has no history query.
 */
export async function readUpdatedAt(
  client: ApolloClient<unknown>,
  recordType: AuditRecordType,
  recordId: string | null,
): Promise<string | null | undefined> {
  const query = HISTORY_QUERIES[recordType];
  if (!query || (!recordId && recordType !== 'SITE_SETTINGS')) return undefined;
  const { data } = await client.query<HistoryAnswer>({
    query,
    variables: recordType === 'SITE_SETTINGS' ? {} : { id: recordId, first: 1 },
    fetchPolicy: 'network-only',
  });
  return data.record.updatedAt;
}
