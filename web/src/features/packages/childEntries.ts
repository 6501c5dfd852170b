/**
 * The rules of the package form's child tables (season prices, add-ons), docs/product.md §2:
 * a saved entry that is deleted is only marked for deletion until the package is saved, an
 * unsaved one is removed outright; adding replaces the entry being edited or appends a new one.
 */
export interface ChildEntry {
  /** Stable React key, also for unsaved entries. */
  key: string;
  /** Id of a saved entry; '' for an entry not saved yet. */
  id: string;
  /** A saved entry marked for deletion (deleted when the package is saved). */
  deleted: boolean;
}

export const isSaved = (entry: ChildEntry) => entry.id !== '';

let seq = 0;
export const newEntryKey = () => `entry-${++seq}`;

/** Delete: a saved entry is marked, an unsaved one leaves the list. */
export function removeEntry<T extends ChildEntry>(list: readonly T[], index: number): T[] {
  const entry = list[index];
  if (!entry) return [...list];
  if (isSaved(entry)) return list.map((e, i) => (i === index ? { ...e, deleted: true } : e));
  return list.filter((_, i) => i !== index);
}

/** Takes back a deletion mark. */
export function restoreEntry<T extends ChildEntry>(list: readonly T[], index: number): T[] {
  return list.map((e, i) => (i === index ? { ...e, deleted: false } : e));
}

/**
 * Add: replaces the entry being edited (keeping its id and key), or appends a new unsaved entry
 * when nothing (or nothing that still exists) is being edited.
 */
export function putEntry<T extends ChildEntry>(
  list: readonly T[],
  fields: Omit<T, keyof ChildEntry>,
  editing: number | null,
): T[] {
  const current = editing === null ? undefined : list[editing];
  if (current) {
    return list.map((e, i) =>
      i === editing ? ({ ...fields, key: current.key, id: current.id, deleted: false } as T) : e,
    );
  }
  return [...list, { ...fields, key: newEntryKey(), id: '', deleted: false } as T];
}

/** What is sent: every entry, saved deletions as `delete: true` (unsaved ones are already gone). */
export function entriesToInput<T extends ChildEntry, I>(
  list: readonly T[],
  toInput: (entry: T) => I,
): (I & { id?: string; delete?: boolean })[] {
  return list.map((e) =>
    e.deleted
      ? ({ id: e.id, delete: true } as I & { id: string; delete: boolean })
      : {
          ...toInput(e),
          ...(e.id ? { id: e.id } : {}),
        },
  );
}
