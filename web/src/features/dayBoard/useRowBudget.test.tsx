import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST_ROWS, shareRows, useRowBudget } from './useRowBudget';

describe('shareRows', () => {
  it('gives the first slots their rows until the budget runs out', () => {
    expect(shareRows([30, 50, 10], 60)).toEqual([30, 30, 0]);
  });

  it('gives every slot all its rows when the budget covers them', () => {
    expect(shareRows([3, 0, 4], 60)).toEqual([3, 0, 4]);
  });
});

describe('useRowBudget', () => {
  it('ends with every row of a busy board drawn', async () => {
    const board = {};
    const sizes = [FIRST_ROWS, 500, 400];
    const { result } = renderHook(() => useRowBudget(board, sizes));
    await waitFor(() => expect(result.current).toEqual(sizes));
  });

  it('draws nothing of a board not loaded yet', () => {
    const { result } = renderHook(() => useRowBudget(null, []));
    expect(result.current).toEqual([]);
  });
});
