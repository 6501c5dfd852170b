import { InMemoryCache } from '@apollo/client';
import type { FieldFunctionOptions } from '@apollo/client';

/** Single-row look-ups read the row already in the cache (from a list) before asking the gateway. */
function byId(typename: string) {
  return (_existing: unknown, { args, toReference }: FieldFunctionOptions) =>
    args && typeof args.id === 'string'
      ? toReference({ __typename: typename, id: args.id })
      : undefined;
}

/** InMemoryCache keyed by `id` (Apollo's default for every type with an id). */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
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
