import type { DocumentNode } from '@apollo/client';
import type {
  AuditEventFieldsFragment,
  AuditOperation,
  AuditRecordType,
} from '../../__generated__/graphql';
import { dayjs } from '../../i18n/format';
import { ja } from '../../i18n/ja';
import { groupDigits, yenText } from '../../i18n/numbers';

const t = ja.history;

/** How one field's value is written, as the area's screens write it. */
export type HistoryValueKind =
  | 'text'
  | 'yen'
  | 'count'
  | 'date'
  | 'dateTime'
  | 'bool'
  | 'status'
  | 'percent'
  /** An enum: its values' Japanese labels (the form's options). */
  | { labels: Readonly<Record<string, string>> };

/** One field of a record type in the history: its form label and how its values read. */
export interface HistoryField {
  label: string;
  /** Left out: read from the value (はい/いいえ, a day, a list, a number, text). */
  kind?: HistoryValueKind;
}

/** An area's fields by their GraphQL name (`price`, `timeSlots`…). */
export type HistoryFields = Readonly<Record<string, HistoryField>>;

/** What the 履歴 panel needs of an area: its record type and its field labels. */
export interface HistorySpec {
  recordType: AuditRecordType;
  fields: HistoryFields;
  /** The history query, where the record type's own (historyQueries.ts) reads another record. */
  query?: DocumentNode;
}

export type AuditEvent = AuditEventFieldsFragment;

/** A list summarised: this many items named, then ほかN件. */
const LIST_NAMED = 3;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** `2027-02-01` → `2027/02/01`. */
export function dayText(value: string): string {
  return DAY.test(value) ? value.replaceAll('-', '/') : value;
}

/** An ISO date-time → `2027/02/01 14:05` (the browser's time zone, as the screens show times). */
export function dateTimeText(value: string): string {
  const d = dayjs(value);
  return d.isValid() ? d.format('YYYY/MM/DD HH:mm') : value;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** How a list item is named: its title or name, its file, its times, its day. */
function itemName(item: unknown): string {
  if (!isRecord(item)) return scalarText(item);
  for (const key of ['title', 'seasonTitle', 'name', 'fileName', 'url']) {
    const v = item[key];
    if (typeof v === 'string' && v) return v;
  }
  if (typeof item.startTime === 'string' && typeof item.endTime === 'string') {
    return `${item.startTime}〜${item.endTime}`;
  }
  if (typeof item.date === 'string') return dayText(item.date);
  return objectText(item);
}

/** A list: なし, or its count and the first few items by name. */
export function listText(items: readonly unknown[]): string {
  if (items.length === 0) return t.blank;
  const named = items.slice(0, LIST_NAMED).map(itemName).filter(Boolean);
  const more = items.length - LIST_NAMED;
  const names = [...named, ...(more > 0 ? [t.andMore(more)] : [])].join('、');
  return names ? `${t.items(items.length)}（${names}）` : t.items(items.length);
}

/** An object (a nested input): its members, briefly. */
function objectText(value: Record<string, unknown>): string {
  return Object.entries(value)
    .filter(([k]) => k !== '__typename' && k !== 'id')
    .map(([k, v]) => `${k}: ${scalarText(v)}`)
    .join(', ');
}

/** A value with no kind given: read from what it is. */
function scalarText(value: unknown): string {
  if (value === null || value === undefined || value === '') return t.blank;
  if (typeof value === 'boolean') return value ? t.yes : t.no;
  if (typeof value === 'number') return groupDigits(value);
  if (typeof value === 'string') {
    if (DAY.test(value)) return dayText(value);
    if (DATE_TIME.test(value)) return dateTimeText(value);
    return value;
  }
  if (Array.isArray(value)) return listText(value);
  if (isRecord(value)) return objectText(value);
  return String(value);
}

/** One value as the area's screens write it (yen, days, labels, はい/いいえ, lists summarised). */
export function formatHistoryValue(value: unknown, kind?: HistoryValueKind): string {
  if (value === null || value === undefined || value === '') return t.blank;
  if (Array.isArray(value)) return listText(value);
  if (kind === undefined || kind === 'text') return scalarText(value);
  if (typeof kind === 'object') {
    return typeof value === 'string' ? (kind.labels[value] ?? value) : scalarText(value);
  }
  switch (kind) {
    case 'yen':
      return typeof value === 'number' ? yenText(value) : scalarText(value);
    case 'count':
      return typeof value === 'number' ? groupDigits(value) : scalarText(value);
    case 'percent':
      return typeof value === 'number' ? `${groupDigits(value)}%` : scalarText(value);
    case 'date':
      return typeof value === 'string' ? dayText(value) : scalarText(value);
    case 'dateTime':
      return typeof value === 'string' ? dateTimeText(value) : scalarText(value);
    case 'bool':
      return value ? t.yes : t.no;
    case 'status':
      if (value === 'ACTIVE' || value === true) return ja.form.statusActive;
      if (value === 'INACTIVE' || value === false) return ja.form.statusInactive;
      return scalarText(value);
  }
}

/** One changed field, ready to show: `label: before → after`. */
export interface ChangeLine {
  field: string;
  label: string;
  before: string;
  after: string;
  /** Values kept back (a password): only that it changed. */
  secret: boolean;
}

const SECRET_FIELDS = new Set(['password', 'newPassword', 'currentPassword', 'token', 'secret']);

/** An event's changed fields in the area's words, in the order the event lists them. */
export function changeLines(
  event: Pick<AuditEvent, 'changes'>,
  fields: HistoryFields,
): ChangeLine[] {
  return event.changes.map((c) => {
    const spec = Object.hasOwn(fields, c.field) ? fields[c.field] : undefined;
    const secret = SECRET_FIELDS.has(c.field);
    return {
      field: c.field,
      label: spec?.label ?? c.field,
      before: secret ? '' : formatHistoryValue(c.before, spec?.kind),
      after: secret ? '' : formatHistoryValue(c.after, spec?.kind),
      secret,
    };
  });
}

/** 作成 / 更新 / 削除 / 復元 / 取り消し … */
export const operationLabel = (operation: AuditOperation): string => t.operations[operation];

/** Who: the person's (or key's) name, and the key's id when it came through one. */
export function actorText(actor: AuditEvent['actor']): string {
  if (actor.via === 'KEY') return `${actor.name}（${t.viaKey(actor.keyId ?? '?')}）`;
  return actor.name;
}

/** Whether 元に戻す is offered: the gateway says it can, and nobody has yet. */
export const canRevert = (event: Pick<AuditEvent, 'revertible' | 'revertedBy'>): boolean =>
  event.revertible && !event.revertedBy;
