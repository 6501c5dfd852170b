import type { Address } from '../__generated__/resolvers-types.js';
import type { Rec } from '../rest/read.js';

/** The REST address fields (pincode, state, district, city, apartment) of a record → Address. */
export const addressOf = (r: Rec): Address => ({
  postalCode: r.text('pincode'),
  prefecture: r.text('state'),
  district: r.text('district'),
  city: r.text('city'),
  apartment: r.text('apartment'),
});

/** REST address field names → GraphQL, under `address.`. */
export const addressFields = {
  pincode: 'address.postalCode',
  state: 'address.prefecture',
  district: 'address.district',
  city: 'address.city',
  apartment: 'address.apartment',
} as const;
