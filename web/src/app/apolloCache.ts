import { InMemoryCache } from '@apollo/client';
import type { FieldFunctionOptions } from '@apollo/client';
import introspection from '../__generated__/possible-types';

/** Single-row look-ups read the row already in the cache (from a list) before asking the gateway. */
function byId(typename: string) {
  return (_existing: unknown, { args, toReference }: FieldFunctionOptions) =>
    args && typeof args.id === 'string'
      ? toReference({ __typename: typename, id: args.id })
      : undefined;
}

/**
 * InMemoryCache keyed by `id` (Apollo's default for every type with an id), told which types
 * implement the schema's interfaces (so `...PageFields` on `Page` matches every list page).
 */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    possibleTypes: introspection.possibleTypes,
    typePolicies: {
      Query: {
        fields: {
          season: { read: byId('Season') },
          dogCategory: { read: byId('DogCategory') },
          coupon: { read: byId('Coupon') },
        },
      },
    },
  });
}
