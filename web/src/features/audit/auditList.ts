import {
  AuditEventsDocument,
  type AuditEventFieldsFragment,
  type AuditEventsQuery,
  type AuditEventsQueryVariables,
  type AuditOperation,
  type AuditRecordType,
} from '../../__generated__/graphql';
import { areaList } from '../../components/list/areaList';
import { rangeOf } from '../../components/date/rangeOf';
import { ja } from '../../i18n/ja';

/** The list's URL filters: 操作者, 種類, 操作 and 期間. */
export const AUDIT_FILTERS = ['actor', 'type', 'op', 'from', 'to'] as const;
export type AuditFilter = (typeof AUDIT_FILTERS)[number];

export const RECORD_TYPES = Object.keys(ja.audit.recordTypes) as AuditRecordType[];
export const OPERATIONS = Object.keys(ja.history.operations) as AuditOperation[];

const isRecordType = (v: string): v is AuditRecordType => (RECORD_TYPES as string[]).includes(v);
const isOperation = (v: string): v is AuditOperation => (OPERATIONS as string[]).includes(v);

/** A row of the list: an event with a title for the list's names. */
export type AuditRow = AuditEventFieldsFragment & { title: string };

/** The activity list, newest first (the gateway's one order): its query and URL filters. */
export const auditList = areaList<
  AuditEventsQuery,
  AuditEventsQueryVariables,
  never,
  AuditRow,
  AuditFilter
>({
  document: AuditEventsDocument,
  defaults: { sortable: [] },
  filters: AUDIT_FILTERS,
  variables: (list, f) => {
    const range = rangeOf(f.from, f.to);
    // An end before the start asks nothing (the range filter says why).
    if (range === null) return null;
    return {
      page: list.page ?? 1,
      pageSize: list.pageSize ?? 10,
      filter: {
        ...(f.actor ? { actorId: f.actor } : {}),
        ...(isRecordType(f.type) ? { recordType: f.type } : {}),
        ...(isOperation(f.op) ? { operation: f.op } : {}),
        ...(range ? { range } : {}),
      },
    };
  },
  page: (d) => ({
    total: d.auditEvents.total,
    items: d.auditEvents.items.map((e) => ({ ...e, title: e.recordTitle ?? ja.audit.noTitle })),
  }),
});
