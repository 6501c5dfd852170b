import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SelectFilter, statusOptions } from './SelectFilter';

describe('SelectFilter', () => {
  it('is a select named by its label, its first option showing every row', () => {
    render(
      <SelectFilter
        label="ステータス"
        allLabel="すべて"
        value=""
        options={statusOptions}
        onChange={() => {}}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'ステータス' });
    expect(select).toHaveValue('');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'すべて',
      '有効',
      '無効',
    ]);
  });

  it('tells the chosen value', async () => {
    const onChange = vi.fn();
    render(
      <SelectFilter
        label="ステータス"
        allLabel="すべて"
        value=""
        options={statusOptions}
        onChange={onChange}
      />,
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'ステータス' }), '無効');
    expect(onChange).toHaveBeenCalledWith('INACTIVE');
  });
});
