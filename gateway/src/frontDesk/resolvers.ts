import type { GraphQLResolveInfo } from 'graphql';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import { askedActor } from '../audit/actor.js';
import { reportFacts } from '../audit/current.js';
import type { GatewayContext } from '../context.js';
import { noteText } from './noteText.js';
import type { DeskAuthor } from './repo.js';
import type { ArrivalChange } from './source.js';

/** The caller as the desk's marks and notes name them (a key by its name). */
async function authorOf(context: GatewayContext): Promise<DeskAuthor> {
  const actor = await askedActor(context);
  return { id: actor.actorId, name: actor.actorName };
}

/**
 * The audit event of an arrival change (the trail records every mutation, audit/record.ts): the
 * booking by id and number, and its arrival state before → after.
 */
function arrivalFacts(info: GraphQLResolveInfo, change: ArrivalChange): ArrivalChange {
  const { booking, before, arrival } = change;
  reportDeskChange(info, booking.get('id'), booking.getOr('bookingNumber', null), [
    ...(before.state === arrival.state
      ? []
      : [{ field: 'arrival', before: before.state, after: arrival.state }]),
  ]);
  return change;
}

/** What the trail records of a desk change: its booking and the one field changed. */
function reportDeskChange(
  info: GraphQLResolveInfo,
  recordId: string,
  recordTitle: string | null,
  changes: { field: string; before: unknown; after: unknown }[],
): void {
  reportFacts(info, { recordType: 'Booking', recordId, recordTitle, changes });
}

export const frontDeskResolvers: Resolvers = {
  Booking: {
    arrival: (b, _, { loaders }) => loaders.desk.arrival.load(b.get('id')),
    notes: (b, _, { loaders }) => loaders.desk.notes.load(b.get('id')),
  },
  DayBoardArrival: {
    arrival: (b, _, { loaders }) => loaders.desk.arrival.load(b.get('id')),
  },
  DayBoardTotals: {
    arrivals: async (totals, _, { loaders }) => {
      const arrivals = await loaders.desk.arrival.loadMany(totals.heldBookingIds);
      const counts = { checkedIn: 0, expected: 0, noShows: 0 };
      for (const a of arrivals) {
        if (a instanceof Error) throw a;
        if (a.state === 'CHECKED_IN') counts.checkedIn += 1;
        else if (a.state === 'NO_SHOW') counts.noShows += 1;
        else counts.expected += 1;
      }
      return counts;
    },
  },
  Mutation: {
    checkInBooking: async (_, { id }, ctx, info) => {
      const change = await ctx.sources.frontDesk.checkIn(id, await authorOf(ctx));
      ctx.loaders.desk.arrivalChanged(change.booking.get('id'), change.arrival);
      return arrivalFacts(info, change);
    },
    markNoShow: async (_, { id }, ctx, info) => {
      const change = await ctx.sources.frontDesk.markNoShow(id, await authorOf(ctx));
      ctx.loaders.desk.arrivalChanged(change.booking.get('id'), change.arrival);
      return arrivalFacts(info, change);
    },
    undoArrival: async (_, { id }, ctx, info) => {
      const change = await ctx.sources.frontDesk.undo(id);
      ctx.loaders.desk.arrivalChanged(change.booking.get('id'), change.arrival);
      return arrivalFacts(info, change);
    },
    addBookingNote: async (_, { id, text }, ctx, info) => {
      const kept = noteText(ctx.requestId, text);
      const added = await ctx.sources.frontDesk.addNote(id, kept, await authorOf(ctx));
      ctx.loaders.desk.noteAdded(added.booking.get('id'));
      reportDeskChange(info, added.booking.get('id'), added.booking.getOr('bookingNumber', null), [
        { field: 'notes', before: null, after: added.note.text },
      ]);
      return added;
    },
  },
};
