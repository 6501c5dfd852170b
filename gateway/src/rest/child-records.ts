import { mapped } from './codecs.js';
import type { Codec, Table } from './table.js';

/** How a list of child records is written, where lists differ. */
export interface ChildRecordsWrite<I> {
  /** A list the input leaves out (or nulls) is sent as `[]` (a season's time slots): else left out. */
  unsentAsEmpty?: boolean;
  /** What an entry's body carries besides its table's (a package's deleted entry: `action`). */
  extraOf?: (entry: I) => Record<string, unknown>;
}

/**
 * A list of child records of a REST record (a user's dogs, a season's time slots), each declared
 * once in its own table: each element read whole (a list of none when absent; an element that is
 * not a record left out), an unreadable one failing the list. Written as each input entry's body.
 * The list's column maps its entries' field errors with `elementErrors: table.fieldErrors`.
 */
export function childRecords<V, I>(
  entries: Table<V, I>,
  write: ChildRecordsWrite<I> = {},
): Codec<V[], I[]> {
  const { unsentAsEmpty = false, extraOf } = write;
  const bodyOf = extraOf
    ? (entry: I) => ({ ...entries.body(entry), ...extraOf(entry) })
    : (entry: I) => entries.body(entry);
  return mapped<V[], I[]>(
    (r, k) => r.recs(k).map(entries.readWhole),
    (list) => (unsentAsEmpty ? (list ?? []) : list)?.map(bodyOf),
  );
}
