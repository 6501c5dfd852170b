import { LRUCache } from 'lru-cache';
import type { AuditVia } from '../__generated__/resolvers-types.js';
import type { Caller } from '../auth/caller.js';
import type { GatewayContext } from '../context.js';

/** Who makes a change, as an event names them. */
export interface Actor {
  actorId: string | null;
  actorName: string;
  via: AuditVia;
  keyId: string | null;
}

export const ANONYMOUS_NAME = '不明';

/**
 * An account added as admin or staff has only a full name, which /auth/user/me does not carry:
 * read from its user record, kept a minute (one REST call, not one per change).
 */
const fullNames = new LRUCache<string, string>({ max: 10_000, ttl: 60_000 });

function actor(context: GatewayContext, caller: Caller | null, name: string | null): Actor {
  const credential = context.credential;
  const via: AuditVia = credential.via === 'NONE' ? 'ANONYMOUS' : credential.via;
  const keyId = credential.via === 'KEY' ? credential.keyId : null;
  if (!caller) return { actorId: null, actorName: ANONYMOUS_NAME, via, keyId };
  const actorName = credential.via === 'KEY' ? credential.keyName : (name ?? caller.id);
  return { actorId: caller.id, actorName, via, keyId };
}

/**
 * The caller as known now without a REST call (the session's account, or a look-up of the last
 * 5 s): what the pending event names, so a mutation refused before REST makes no REST call.
 */
export function knownActor(context: GatewayContext, anonymous = false): Actor {
  const caller = anonymous ? null : context.knownCaller();
  return actor(context, caller, caller ? (caller.name ?? fullNames.get(caller.id) ?? null) : null);
}

/** The caller, asked of REST if need be (after a change was made, at most one cached look-up). */
export async function askedActor(context: GatewayContext): Promise<Actor> {
  if (!context.token) return knownActor(context);
  try {
    const caller = await context.caller();
    return actor(context, caller, caller.name ?? (await fullNameOf(context, caller.id)));
  } catch {
    return knownActor(context);
  }
}

/**
 * An actor recorded by id only (a refusal names nobody it would have to ask REST about): the
 * name is read when the event is, and kept for the next read.
 */
export async function nameWhenRead(
  context: GatewayContext,
  actor: { userId?: string | null; name: string },
): Promise<string> {
  if (!actor.userId || actor.name !== actor.userId) return actor.name;
  const name = await fullNameOf(context, actor.userId);
  if (name !== actor.userId) {
    await context.store
      .query('UPDATE audit_events SET actor_name = $2 WHERE actor_id = $1 AND actor_name = $1', [
        actor.userId,
        name,
      ])
      .catch(() => undefined);
  }
  return name;
}

async function fullNameOf(context: GatewayContext, id: string): Promise<string> {
  const known = fullNames.get(id);
  if (known) return known;
  const user = await context.sources.users.get(id).catch(() => null);
  const name = user?.getOr('fullName', '').trim() || id;
  fullNames.set(id, name);
  return name;
}
