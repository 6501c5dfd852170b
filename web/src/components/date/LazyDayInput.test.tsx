import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LazyDayInput, PendingDayInput } from './LazyDayInput';

describe('LazyDayInput', () => {
  it('shows the day read-only and busy until the calendar code has come', () => {
    render(
      <>
        <label htmlFor="day">利用日</label>
        <PendingDayInput id="day" value="2026-12-05" onChange={() => {}} />
      </>,
    );
    const input = screen.getByLabelText('利用日');
    expect(input).toHaveValue('2026/12/05');
    expect(input).toHaveAttribute('readonly');
    expect(input).toHaveAttribute('aria-busy', 'true');
  });

  it('then is the day input, with the same day', async () => {
    render(
      <>
        <label htmlFor="day">利用日</label>
        <LazyDayInput id="day" value="2026-12-05" onChange={() => {}} />
      </>,
    );
    const input = await screen.findByRole('combobox', { name: '利用日' });
    expect(input).toHaveValue('2026/12/05');
    expect(input).not.toHaveAttribute('readonly');
  });
});
