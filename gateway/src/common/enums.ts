import type { Status } from '../__generated__/resolvers-types.js';
import { enumCodec } from '../rest/read.js';

/** Active = 1, inactive = 2 (docs/product.md §3). */
export const statusCodec = enumCodec<Status>({ ACTIVE: 1, INACTIVE: 2 });
