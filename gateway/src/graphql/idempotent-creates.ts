import { createHash } from 'node:crypto';
import type { Db } from '@dogstay/db';
import {
  defaultFieldResolver,
  type GraphQLField,
  type GraphQLFieldResolver,
  type GraphQLResolveInfo,
  type GraphQLSchema,
} from 'graphql';
import type { GatewayContext } from '../context.js';
import { storeWork } from '../store/store.js';
import { readerOf, recordFieldOf } from './record-fields.js';
import { badInput, ErrorCode, gatewayError, GatewayError } from '../rest/errors.js';
import { fieldOrUndefined } from '../rest/table.js';

/** How long a key is remembered (Stripe's and the IETF draft's common 24 h). */
const KEEP_HOURS = 24;
const MAX_KEY_LENGTH = 255;
/** Failures after which the REST server may or may not have made the record. */
const UNCLEAR: readonly string[] = [ErrorCode.UPSTREAM_TIMEOUT, ErrorCode.UPSTREAM_UNAVAILABLE];

/**
 * Every `create…` mutation with an `idempotencyKey` argument (or the request's `Idempotency-Key`
 * header) is safe to retry. The key is claimed in the gateway's store (per caller) before the
 * REST call, so a repeat on any replica, or after a restart, finds it:
 * - the same key and input, after the first call answered: the first answer again (its message
 *   and the record, read anew by id), and no second record;
 * - the same key with another input: CONFLICT, IDEMPOTENCY_KEY_REUSED;
 * - while the first call runs: CONFLICT, IDEMPOTENCY_KEY_IN_USE;
 * - after a first call that timed out or found REST unavailable: CONFLICT,
 *   IDEMPOTENCY_OUTCOME_UNKNOWN (it may have made the record; retrying could make a second);
 * - after a first call that was refused (bad input, a domain rule): the key is free again.
 * A store that cannot be reached refuses the create before REST (STORE_UNAVAILABLE).
 * Returns the names of the guarded mutations.
 */
export function idempotentCreates(schema: GraphQLSchema): string[] {
  const query = schema.getQueryType();
  const guarded: string[] = [];
  for (const field of Object.values(schema.getMutationType()?.getFields() ?? {})) {
    if (!field.args.some((a) => a.name === 'idempotencyKey')) continue;
    const record = recordFieldOf(field);
    const read = record && query && readerOf(query, record.type);
    if (!record || !read?.resolve)
      throw new Error(`${field.name}: no Query field reads its record`);
    field.resolve = guard(field, record.name, read.resolve);
    guarded.push(field.name);
  }
  return guarded;
}

/** Calls answered from an earlier create's key: nothing was written (the audit trail skips them). */
const replays = new WeakSet<GraphQLResolveInfo>();
export function isReplayedCreate(info: GraphQLResolveInfo): boolean {
  return replays.has(info);
}

type Args = Record<string, unknown>;
type Answer = Record<string, unknown>;

function guard(
  field: GraphQLField<unknown, GatewayContext>,
  recordField: string,
  read: GraphQLFieldResolver<unknown, GatewayContext>,
): GraphQLFieldResolver<unknown, GatewayContext, Args> {
  const resolve = field.resolve ?? defaultFieldResolver;
  return async (source, args, context, info) => {
    const header = context.idempotencyKey;
    const given = typeof args.idempotencyKey === 'string' ? args.idempotencyKey : null;
    // One header for a request with several creates: each create's key is told apart by its
    // place in the answer (`createSeason`, or its alias).
    const key = given ?? (header ? `${header}#${info.path.key}` : null);
    if (!key) return resolve(source, args, context, info);
    if (key.length === 0 || key.length > MAX_KEY_LENGTH) {
      throw badInput(context.requestId, [
        {
          field: 'idempotencyKey',
          message: `idempotencyKey must be 1 to ${MAX_KEY_LENGTH} characters`,
          ...(key.length === 0
            ? { reason: 'REQUIRED' }
            : { reason: 'TOO_LONG', limit: MAX_KEY_LENGTH }),
        },
      ]);
    }
    const caller = (await context.caller()).id;
    const hash = inputHash(field.name, args.input);
    const keys = new Keys(context.store, context.requestId);
    const earlier = await keys.claim(caller, key, field.name, hash);
    if (earlier) {
      if (earlier.input_hash !== hash || earlier.operation !== field.name) {
        throw conflict(
          context,
          'IDEMPOTENCY_KEY_REUSED',
          'This idempotency key was used for another create.',
        );
      }
      if (earlier.state === 'pending') {
        throw conflict(
          context,
          'IDEMPOTENCY_KEY_IN_USE',
          'The first create with this key is still running; retry shortly.',
        );
      }
      if (earlier.state === 'unknown') {
        throw conflict(
          context,
          'IDEMPOTENCY_OUTCOME_UNKNOWN',
          'The first create with this key ended without a clear answer: look for the record before creating it again with a new key.',
        );
      }
      const first = (earlier.answer ?? {}) as { message?: string; id?: string | null };
      const again = first.id ? await read(undefined, { id: first.id }, context, info) : null;
      replays.add(info);
      return { message: first.message ?? '', [recordField]: again };
    }
    let answer: Answer;
    try {
      answer = (await resolve(source, args, context, info)) as Answer;
    } catch (error) {
      const code = error instanceof GatewayError ? String(error.extensions.code) : '';
      await (UNCLEAR.includes(code)
        ? keys.settle(caller, key, 'unknown', null)
        : keys.release(caller, key));
      throw error;
    }
    const savedId = fieldOrUndefined(answer[recordField] as object | null | undefined, 'id');
    await keys.settle(caller, key, 'done', {
      message: answer.message,
      id: typeof savedId === 'string' ? savedId : null,
    });
    return answer;
  };
}

function conflict(context: GatewayContext, reason: string, message: string): GatewayError {
  return gatewayError(ErrorCode.CONFLICT, context.requestId, message, { reason });
}

/** The operation and its input, with object keys in a stable order, hashed. */
function inputHash(operation: string, input: unknown): string {
  const stable = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(stable)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.entries(v as Record<string, unknown>)
              .filter(([, x]) => x !== undefined)
              .sort(([a], [b]) => (a < b ? -1 : 1))
              .map(([k, x]) => [k, stable(x)]),
          )
        : v;
  return createHash('sha256')
    .update(JSON.stringify([operation, stable(input)]))
    .digest('hex');
}

interface KeyRow {
  operation: string;
  input_hash: string;
  state: 'pending' | 'done' | 'unknown';
  answer: unknown;
}

/** The idempotency_keys table; every failure of the store is STORE_UNAVAILABLE. */
class Keys {
  constructor(
    private readonly db: Db,
    private readonly requestId: string,
  ) {}

  /** Claims the key for this call; answers the earlier call's row when the key is taken. */
  async claim(
    caller: string,
    key: string,
    operation: string,
    hash: string,
  ): Promise<KeyRow | null> {
    return this.run(async () => {
      await this.db.query(
        `DELETE FROM idempotency_keys WHERE caller = $1 AND key = $2
           AND created_at < now() - make_interval(hours => $3)`,
        [caller, key, KEEP_HOURS],
      );
      const inserted = await this.db.query(
        `INSERT INTO idempotency_keys (caller, key, operation, input_hash, state)
         VALUES ($1, $2, $3, $4, 'pending') ON CONFLICT DO NOTHING RETURNING key`,
        [caller, key, operation, hash],
      );
      if (inserted.length > 0) return null;
      const [row] = await this.db.query<KeyRow>(
        'SELECT operation, input_hash, state, answer FROM idempotency_keys WHERE caller = $1 AND key = $2',
        [caller, key],
      );
      return row ?? null;
    });
  }

  settle(caller: string, key: string, state: 'done' | 'unknown', answer: unknown): Promise<void> {
    return this.run(async () => {
      await this.db.query(
        'UPDATE idempotency_keys SET state = $3, answer = $4 WHERE caller = $1 AND key = $2',
        [caller, key, state, answer === null ? null : JSON.stringify(answer)],
      );
    });
  }

  release(caller: string, key: string): Promise<void> {
    return this.run(async () => {
      await this.db.query('DELETE FROM idempotency_keys WHERE caller = $1 AND key = $2', [
        caller,
        key,
      ]);
    });
  }

  private run<T>(work: () => Promise<T>): Promise<T> {
    return storeWork(this.requestId, work);
  }
}
