import type { RestSession } from './session.js';

/**
 * The base of the per-area data sources (`<area>/source.ts`): one class per area, bound to the
 * request's RestSession, owning every REST path of its area. Resolvers call only these.
 */
export abstract class RestSource {
  constructor(protected readonly rest: RestSession) {}

  protected get requestId(): string {
    return this.rest.requestId;
  }
}

/** An update body with the optimistic-lock stamp, when the client sent one. */
export function withVersion(
  body: Record<string, unknown>,
  expectedUpdatedAt: string | null | undefined,
): Record<string, unknown> {
  return expectedUpdatedAt ? { ...body, updatedAt: expectedUpdatedAt } : body;
}

/** What every delete answers. */
export interface Deleted {
  id: string;
  message: string;
}
