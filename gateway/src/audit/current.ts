import type { GraphQLResolveInfo } from 'graphql';
import type { Completion } from './events.js';

/**
 * What one recorded mutation shares with its resolver: the id of its pending event (revertChange
 * links its REVERT event to the event it undoes), and facts only the resolver knows (a revert's
 * record and changes), keyed by the field's resolve info.
 */
const pending = new WeakMap<GraphQLResolveInfo, string>();
const facts = new WeakMap<GraphQLResolveInfo, Partial<Completion>>();
/** Arguments of a mutation called by another recorded one (a revert's update): not recorded twice. */
const nested = new WeakSet<object>();

export function setPendingEvent(info: GraphQLResolveInfo, id: string | null): void {
  if (id) pending.set(info, id);
}
export function pendingEventOf(info: GraphQLResolveInfo): string | undefined {
  return pending.get(info);
}
export function reportFacts(info: GraphQLResolveInfo, known: Partial<Completion>): void {
  facts.set(info, known);
}
export function reportedFacts(info: GraphQLResolveInfo): Partial<Completion> | undefined {
  return facts.get(info);
}
/** Marks arguments as those of a call inside a recorded mutation. */
export function nestedCall<T extends object>(args: T): T {
  nested.add(args);
  return args;
}
export function isNestedCall(args: object): boolean {
  return nested.has(args);
}
