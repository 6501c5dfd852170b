import type { CategoryInput, DogCategory } from '../__generated__/resolvers-types.js';
import { statusCodec } from '../common/enums.js';
import type { FieldMap } from '../rest/errors.js';
import { record } from '../rest/read.js';

/** Dog and package categories share one REST shape (and one GraphQL shape). */
export type Category = Omit<DogCategory, '__typename'>;

export function toCategory(raw: unknown): Category {
  const r = record(raw, 'category');
  return {
    id: r.id(),
    title: r.str('title'),
    status: statusCodec.fromRest(r.raw.isActive, 'category.isActive'),
    createdAt: r.dateTime('createdAt'),
    updatedAt: r.dateTime('updatedAt'),
  };
}

export function categoryBody(input: CategoryInput) {
  return { title: input.title, isActive: statusCodec.toRest(input.status ?? 'ACTIVE') };
}

export const categoryFields: FieldMap = { isActive: 'status' };
