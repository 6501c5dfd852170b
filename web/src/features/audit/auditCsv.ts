import type { ListFilters } from '../../components/list/useListFilters';
import type { AuditFilter } from './auditList';

/** `/audit-events.csv` with the list's filters, in the gateway's parameter names. */
export function auditCsvUrl(filters: ListFilters<AuditFilter>['values']): string {
  const params = new URLSearchParams();
  const put = (key: string, value: string) => {
    if (value) params.set(key, value);
  };
  put('actorId', filters.actor);
  put('recordType', filters.type);
  put('operation', filters.op);
  put('startDate', filters.from);
  put('endDate', filters.to);
  const query = params.toString();
  return `/audit-events.csv${query ? `?${query}` : ''}`;
}

/** The file's name: the one the gateway gives, else 操作履歴 and today. */
export function csvFileName(disposition: string | null, today: string): string {
  const star = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (star) return decodeURIComponent(star);
  const plain = disposition?.match(/filename="?([^";]+)"?/i)?.[1];
  return plain ?? `audit-events-${today}.csv`;
}
