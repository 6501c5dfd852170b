import { couponTable } from './coupons/table.js';
import type { TableShape } from './rest/table.js';

/** Every area's table (rest/table.ts): the schema-agreement test reads them all. */
export const tables: readonly TableShape[] = [couponTable];
