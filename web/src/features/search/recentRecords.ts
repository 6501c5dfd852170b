import type { BookingStatus, SearchKind } from '../../__generated__/graphql';

/** A record opened from the search, as remembered (shown before anything is typed). */
export interface RecentRecord {
  kind: SearchKind;
  id: string;
  title: string;
  detail: string | null;
  /** A booking's visit day and status (older remembered records lack them). */
  date?: string | null;
  status?: BookingStatus | null;
}

export const RECENT_KEY = 'dogstay.search.recent';
export const RECENT_LIMIT = 10;
const KINDS: readonly string[] = ['BOOKING', 'PACKAGE', 'USER', 'COUPON'];

const isRecord = (v: unknown): v is RecentRecord => {
  const r = v as Partial<RecentRecord> | null;
  return (
    typeof r === 'object' &&
    r !== null &&
    typeof r.kind === 'string' &&
    KINDS.includes(r.kind) &&
    typeof r.id === 'string' &&
    typeof r.title === 'string' &&
    (r.detail === null || r.detail === undefined || typeof r.detail === 'string')
  );
};

/** The last ten opened records, newest first; anything unreadable counts as none. */
export function readRecent(storage: Storage = localStorage): RecentRecord[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(RECENT_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed
          .filter(isRecord)
          .slice(0, RECENT_LIMIT)
          .map((r) => ({ ...r, detail: r.detail ?? null }))
      : [];
  } catch {
    return [];
  }
}

/** Puts `record` first (once), keeping ten. A full or blocked storage is not an error. */
export function rememberRecent(record: RecentRecord, storage: Storage = localStorage): void {
  const next = [
    record,
    ...readRecent(storage).filter((r) => !(r.kind === record.kind && r.id === record.id)),
  ].slice(0, RECENT_LIMIT);
  try {
    storage.setItem(RECENT_KEY, JSON.stringify(next));
  } catch {
    // Private mode or quota: the list is a convenience.
  }
}
