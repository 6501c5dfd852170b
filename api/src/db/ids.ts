import { randomBytes } from 'node:crypto';

/** New row id: 24 hex characters, the shape clients of the contract know as `_id`. */
export function newId(): string {
  return randomBytes(12).toString('hex');
}
