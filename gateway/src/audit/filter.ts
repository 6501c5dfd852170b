import type {
  AuditEventFilter,
  AuditOperation,
  AuditRecordType,
} from '../__generated__/resolvers-types.js';
import { typeNamesOf } from './record-types.js';

/** The activity list's filters as SQL: a WHERE clause (or '') and its parameters. */
export interface Where {
  sql: string;
  params: unknown[];
}

/** The filters as the CSV export's query parameters have them (all optional, text). */
export interface FilterText {
  actorId?: string;
  recordType?: string;
  recordId?: string;
  operation?: string;
  startDate?: string;
  endDate?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A Japan-time day's first instant, or the next day's (for an inclusive end). */
function tokyo(day: string, next: boolean): string {
  const start = new Date(`${day}T00:00:00+09:00`);
  if (next) start.setUTCDate(start.getUTCDate() + 1);
  return start.toISOString();
}

export function whereOf(filter: AuditEventFilter | null | undefined): Where {
  const parts: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    parts.push(sql.replaceAll('?', `$${params.length}`));
  };
  if (filter?.actorId) {
    // A user id, or an API key's id (its events name the key's service account as the user).
    add('(actor_id = ? OR key_id = ?)', filter.actorId);
  }
  if (filter?.recordType) {
    if (filter.recordType === 'ACCOUNT') parts.push('record_type IS NULL');
    else add('record_type = ANY(?)', typeNamesOf(filter.recordType));
  }
  if (filter?.recordId) add('record_id = ?', filter.recordId);
  if (filter?.operation) add('operation = ?', filter.operation);
  const start = filter?.range?.startDate;
  const end = filter?.range?.endDate;
  if (typeof start === 'string' && DAY.test(start)) add('at >= ?', tokyo(start, false));
  if (typeof end === 'string' && DAY.test(end)) add('at < ?', tokyo(end, true));
  return { sql: parts.length ? `WHERE ${parts.join(' AND ')}` : '', params };
}

const RECORD_TYPES = new Set<string>([
  'PACKAGE',
  'SEASON',
  'DOG_CATEGORY',
  'PACKAGE_CATEGORY',
  'COUPON',
  'HOLIDAY',
  'AVAILABILITY',
  'NEWS_TOPIC',
  'NEWS_CATEGORY',
  'GALLERY_IMAGE',
  'USER',
  'SITE_SETTINGS',
  'BOOKING',
  'ACCOUNT',
]);
const OPERATIONS = new Set<string>([
  'CREATE',
  'UPDATE',
  'DELETE',
  'RESTORE',
  'REVERT',
  'ACTION',
  'SECURITY',
]);

/** The CSV export's query parameters as the GraphQL filter; an unknown value is an error. */
export function filterOfText(q: FilterText): AuditEventFilter | string {
  if (q.recordType && !RECORD_TYPES.has(q.recordType)) return 'recordType';
  if (q.operation && !OPERATIONS.has(q.operation)) return 'operation';
  if (q.startDate && !DAY.test(q.startDate)) return 'startDate';
  if (q.endDate && !DAY.test(q.endDate)) return 'endDate';
  return {
    ...(q.actorId ? { actorId: q.actorId } : {}),
    ...(q.recordType ? { recordType: q.recordType as AuditRecordType } : {}),
    ...(q.recordId ? { recordId: q.recordId } : {}),
    ...(q.operation ? { operation: q.operation as AuditOperation } : {}),
    range: { startDate: q.startDate ?? null, endDate: q.endDate ?? null },
  };
}
