import type { CategoryInput, DogCategory } from '../__generated__/resolvers-types.js';
import { statusCodec } from '../common/enums.js';
import type { FieldMap } from '../rest/errors.js';
import { modelOf } from '../rest/model.js';

/** Dog and package categories share one REST shape (and one GraphQL shape). */
export type Category = Omit<DogCategory, '__typename'>;

export const toCategory = modelOf<Category>(
  'category',
  {
    id: (r) => r.id(),
    title: (r) => r.str('title'),
    status: (r) => r.code(statusCodec, 'isActive'),
    createdAt: (r) => r.optDateTime('createdAt'),
    updatedAt: (r) => r.optDateTime('updatedAt'),
  },
  ['title', 'status'],
);

export function categoryBody(input: CategoryInput) {
  return { title: input.title, isActive: statusCodec.toRest(input.status ?? 'ACTIVE') };
}

export const categoryFields: FieldMap = { isActive: 'status' };
