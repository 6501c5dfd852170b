import type { GraphQLResolveInfo } from 'graphql';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import { requireAdmin } from '../auth/require-admin.js';
import type { GatewayContext } from '../context.js';
import { storeWork } from '../store/store.js';
import { nameWhenRead } from './actor.js';
import { eventById, toAuditEvent } from './events.js';
import { historyOf } from './history.js';
import { auditEventPage } from './list.js';
import { RECORD_TYPES } from './record-types.js';
import { revertChange } from './revert.js';

const history = (
  parent: unknown,
  args: { first?: number | null },
  context: GatewayContext,
  info: GraphQLResolveInfo,
) =>
  historyOf(
    parent as Record<string, unknown>,
    info.parentType.name,
    args.first ?? 50,
    context,
    info.schema,
  );

/** `history` on every record type the trail names (audit/record-types.ts). */
const histories = Object.fromEntries(
  Object.keys(RECORD_TYPES).map((type) => [type, { history }]),
) as Resolvers;

export const auditResolvers: Resolvers = {
  ...histories,
  Query: {
    auditEvents: async (_, { filter, page, pageSize }, context) => {
      await requireAdmin(context, 'read the activity list');
      return auditEventPage(context, filter, page ?? 1, pageSize ?? 50);
    },
  },
  Mutation: {
    revertChange: (_, args, context, info) => revertChange(args, context, info),
  },
  AuditActor: {
    name: (actor, _, context) => nameWhenRead(context, actor),
  },
  RevertPayload: {
    // The REVERT event as completed once the revert has run (the recorder completes it first).
    event: async (payload, _, context) => {
      const row = await storeWork(context.requestId, () =>
        eventById(context.store, payload.event.id),
      );
      return row ? toAuditEvent(row) : payload.event;
    },
  },
};
