import { describe, expect, it } from 'vitest';
import {
  entriesToInput,
  putEntry,
  removeEntry,
  restoreEntry,
  type ChildEntry,
} from './childEntries';

interface Row extends ChildEntry {
  title: string;
}
const saved = (id: string, title = id): Row => ({ key: id, id, deleted: false, title });
const unsaved = (key: string, title = key): Row => ({ key, id: '', deleted: false, title });

describe('child entries', () => {
  it('marks a saved entry for deletion and removes an unsaved one outright', () => {
    const list = [saved('a'), unsaved('n1'), saved('b')];
    const marked = removeEntry(list, 0);
    expect(marked).toHaveLength(3);
    expect(marked[0]).toMatchObject({ id: 'a', deleted: true });
    const removed = removeEntry(marked, 1);
    expect(removed.map((r) => r.key)).toEqual(['a', 'b']);
    expect(restoreEntry(removed, 0)[0]).toMatchObject({ id: 'a', deleted: false });
  });

  it('replaces the entry being edited (keeping id and key) or appends a new unsaved one', () => {
    const list = [saved('a'), saved('b')];
    const replaced = putEntry(list, { title: 'B2' }, 1);
    expect(replaced).toHaveLength(2);
    expect(replaced[1]).toEqual({ key: 'b', id: 'b', deleted: false, title: 'B2' });
    const appended = putEntry(list, { title: 'C' }, null);
    expect(appended).toHaveLength(3);
    expect(appended[2]).toMatchObject({ id: '', deleted: false, title: 'C' });
    expect(appended[2]!.key).not.toBe('');
    // Editing an index that no longer exists appends.
    expect(putEntry(list, { title: 'D' }, 5)).toHaveLength(3);
  });

  it('sends saved deletions as delete, new entries without an id', () => {
    const list = [{ ...saved('a'), deleted: true }, saved('b', 'B'), unsaved('n', 'N')];
    expect(entriesToInput(list, (r) => ({ title: r.title }))).toEqual([
      { id: 'a', delete: true },
      { title: 'B', id: 'b' },
      { title: 'N' },
    ]);
  });
});
