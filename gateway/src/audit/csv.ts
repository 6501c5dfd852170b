import type { AuditEvent } from '../__generated__/resolvers-types.js';

/** The CSV's first bytes: a BOM, so Excel reads the file as UTF-8 (Japanese names and titles). */
export const BOM = '\uFEFF';

const HEADER = [
  '日時',
  '操作者',
  '操作者ID',
  '経路',
  '操作',
  'ミューテーション',
  '種類',
  'レコードID',
  '名称',
  '変更内容',
  '結果',
  'エラー',
  'リクエストID',
];

/**
 * One cell: quoted, quotes doubled; a cell a spreadsheet would run as a formula (= + - @, tab,
 * carriage return) is prefixed with an apostrophe.
 */
export function cell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

const json = (value: unknown) =>
  value === null || value === undefined ? '' : JSON.stringify(value);

/** `at` in Japan time, as the screens show it: 2026-11-27 13:05:09. */
function tokyoTime(iso: string): string {
  const shifted = new Date(Date.parse(iso) + 9 * 3600_000).toISOString();
  return `${shifted.slice(0, 10)} ${shifted.slice(11, 19)}`;
}

export function headerLine(): string {
  return `${BOM}${HEADER.map(cell).join(',')}\r\n`;
}

export function eventLine(e: AuditEvent): string {
  const changes = e.changes
    .map((c) => `${c.field}: ${json(c.before)} → ${json(c.after)}`)
    .join('; ');
  return `${[
    tokyoTime(e.at),
    e.actor.name,
    e.actor.keyId ?? e.actor.userId ?? '',
    e.actor.via,
    e.operation,
    e.mutation,
    e.recordType,
    e.recordId,
    e.recordTitle,
    changes,
    e.outcome,
    e.errorCode,
    e.requestId,
  ]
    .map(cell)
    .join(',')}\r\n`;
}
