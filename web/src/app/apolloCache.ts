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
 *
 * Without result caching: the cache keeps no memo of each read and no dependency record of each
 * field read (optimism's). A 10 000-coupon page read with them spent most of its time recording
 * 120 000 field dependencies, and their memory made V8 collect garbage while the list scrolled;
 * without them the write and read back take less than half the time. Each read is computed again
 * instead (watchers still only hear of changed results), cheap for the app's other, small pages.
 */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    resultCaching: false,
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
