import { describe, expect, it } from 'vitest';
import { packageFilterQuery } from './packageList';

describe('package list filters', () => {
  it('sends the URL category and status to the list query', () => {
    expect(packageFilterQuery({ category: 'c1', status: 'INACTIVE' })).toEqual({
      categoryId: 'c1',
      status: 'INACTIVE',
    });
    expect(packageFilterQuery({ category: '', status: '' })).toEqual({
      categoryId: null,
      status: null,
    });
  });

  it('ignores a status the list does not know (a typed URL)', () => {
    expect(packageFilterQuery({ category: '', status: 'DELETED' }).status).toBeNull();
  });
});
