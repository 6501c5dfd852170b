import type { GraphQLResolveInfo } from 'graphql';
import type { RestorePayload } from '../__generated__/resolvers-types.js';
import type { GatewayContext } from '../context.js';
import { recordFieldOf } from '../graphql/record-fields.js';
import { ErrorCode, gatewayError, GatewayError } from '../rest/errors.js';
import { fieldOrUndefined } from '../rest/table.js';
import type { Dependent } from './dependents.js';
import { storeWork } from '../store/store.js';

interface Kept {
  record_type: string;
  record_id: string;
  title: string | null;
  snapshot: Record<string, unknown>;
  dependents: Dependent[];
  state: string;
}

/** What a dependent is called in "could not restore …" (in English, as the schema is). */
const DEPENDENT_NAMES: Record<Dependent['type'], string> = {
  Availability: 'availability',
  Holiday: 'holiday',
};

/**
 * Creates a deleted record again from the gateway's store, through the ordinary create mutation
 * (its checks included), then what was removed with it, pointing at the record's new id. A
 * dependent the server refuses now (its days taken, a holiday that would strand new bookings) is
 * named in `notRestored`; nothing is skipped silently. The old id leads to the new one from then
 * on (record_redirects). A record restored once is refused with ALREADY_RESTORED.
 */
export async function restoreDeleted(
  restoreId: string,
  context: GatewayContext,
  info: GraphQLResolveInfo,
): Promise<RestorePayload> {
  const rows = /^\d+$/.test(restoreId)
    ? await storeWork(context.requestId, () =>
        context.store.query<Kept>(
          `UPDATE deleted_records SET state = 'restoring' WHERE id = $1 AND state = 'deleted'
           RETURNING record_type, record_id, title, snapshot, dependents, state`,
          [restoreId],
        ),
      )
    : [];
  const kept = rows[0];
  if (!kept) {
    const [known] = /^\d+$/.test(restoreId)
      ? await storeWork(context.requestId, () =>
          context.store.query<{ state: string }>(
            'SELECT state FROM deleted_records WHERE id = $1',
            [restoreId],
          ),
        )
      : [];
    if (known && known.state !== 'pending') {
      throw gatewayError(
        ErrorCode.CONFLICT,
        context.requestId,
        'This record was restored already.',
        {
          reason: 'ALREADY_RESTORED',
        },
      );
    }
    throw gatewayError(
      ErrorCode.NOT_FOUND,
      context.requestId,
      'No deleted record with this restoreId.',
    );
  }
  let newId: string;
  try {
    newId = await create(kept.record_type, kept.snapshot, context, info);
  } catch (error) {
    await context.store
      .query(`UPDATE deleted_records SET state = 'deleted' WHERE id = $1`, [restoreId])
      .catch(() => undefined);
    throw error;
  }
  const notRestored: string[] = [];
  for (const dependent of kept.dependents) {
    try {
      await create(dependent.type, { ...dependent.input, packageId: newId }, context, info);
    } catch (error) {
      const why = error instanceof GatewayError ? error.message : 'refused';
      const what = DEPENDENT_NAMES[dependent.type];
      const when = [dependent.input.startDate, dependent.input.endDate, dependent.input.date]
        .filter((d) => typeof d === 'string')
        .join('–');
      notRestored.push(`${what} ${when}: ${why}`);
    }
  }
  await storeWork(context.requestId, async () => {
    await context.store.query(
      `UPDATE deleted_records SET state = 'restored', restored_at = now(), restored_id = $2 WHERE id = $1`,
      [restoreId, newId],
    );
    if (newId !== kept.record_id) {
      await context.store.query(
        `INSERT INTO record_redirects (record_type, old_id, new_id) VALUES ($1, $2, $3)
         ON CONFLICT (record_type, old_id) DO UPDATE SET new_id = EXCLUDED.new_id`,
        [kept.record_type, kept.record_id, newId],
      );
    }
  });
  return {
    message:
      notRestored.length === 0
        ? `Restored ${kept.title ?? kept.record_type}`
        : `Restored ${kept.title ?? kept.record_type}; ${notRestored.length} item(s) could not be restored`,
    id: newId,
    previousId: kept.record_id,
    notRestored,
  };
}

/** Creates a record through its own create mutation (guards included); answers its id. */
async function create(
  type: string,
  input: Record<string, unknown>,
  context: GatewayContext,
  info: GraphQLResolveInfo,
): Promise<string> {
  const field = info.schema.getMutationType()?.getFields()[`create${type}`];
  const record = field && recordFieldOf(field);
  if (!field?.resolve || !record) throw new Error(`create${type} is not in the schema`);
  const answer = (await field.resolve(undefined, { input }, context, info)) as Record<
    string,
    object | null
  >;
  const id = fieldOrUndefined(answer[record.name], 'id');
  if (typeof id !== 'string') {
    throw gatewayError(
      ErrorCode.UPSTREAM_UNAVAILABLE,
      context.requestId,
      'The restored record was not returned.',
    );
  }
  return id;
}
