import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DateRangeFilter } from './DateRangeFilter';

function Harness() {
  const [range, setRange] = useState({ from: '', to: '' });
  return (
    <>
      <DateRangeFilter
        from={range.from}
        to={range.to}
        onChange={(patch) => setRange((r) => ({ ...r, ...patch }))}
        startLabel="開始日"
        endLabel="終了日"
        invalid={false}
      />
      <output aria-label="選択中">{`${range.from}|${range.to}`}</output>
    </>
  );
}

const fromInput = () => screen.getByRole('combobox', { name: '開始日' });
const toInput = () => screen.getByRole('combobox', { name: '終了日' });
/** The filter, once its day inputs' code has come (they show read-only until then). */
async function renderHarness() {
  render(<Harness />);
  await screen.findByRole('combobox', { name: '開始日' });
  await screen.findByRole('combobox', { name: '終了日' });
}
const pickers = () => screen.queryAllByRole('dialog', { name: 'date picker' });

describe('DateRangeFilter (shared day input)', () => {
  it.each([
    ['2026/12/05', '2026-12-05'],
    ['2026/11/01', '2026-11-01'],
    ['2026-12-05', '2026-12-05'],
    ['2026/1/5', '2026-01-05'],
    ['２０２６／１２／０５', '2026-12-05'],
    ['20261205', '2026-12-05'],
  ])('takes %s typed and Enter as %s', async (typed, iso) => {
    const user = userEvent.setup();
    await renderHarness();
    await user.click(fromInput());
    await user.type(fromInput(), `${typed}{Enter}`);
    await waitFor(() => expect(screen.getByLabelText('選択中')).toHaveTextContent(`${iso}|`));
    expect(screen.queryByText('日付を YYYY/MM/DD の形式で入力してください')).toBeNull();
    await user.click(document.body);
    expect(fromInput()).toHaveValue(iso.replaceAll('-', '/'));
  });

  it('closes the calendar on one Escape', async () => {
    const user = userEvent.setup();
    await renderHarness();
    await user.click(fromInput());
    await waitFor(() => expect(pickers()).toHaveLength(1));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(pickers()).toHaveLength(0));
  });

  it('closes the calendar on one Escape after using it (month change)', async () => {
    const user = userEvent.setup();
    await renderHarness();
    await user.click(fromInput());
    await waitFor(() => expect(pickers()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: /next month/i }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(pickers()).toHaveLength(0));
    await new Promise((r) => setTimeout(r, 300));
    expect(pickers()).toHaveLength(0);
  });

  it('closes the calendar on Tab and moves on to the next field', async () => {
    const user = userEvent.setup();
    await renderHarness();
    await user.click(fromInput());
    await user.type(fromInput(), '2026/12/05');
    await user.tab();
    await waitFor(() => expect(toInput()).toHaveFocus());
    expect(screen.getByLabelText('選択中')).toHaveTextContent('2026-12-05|');
    // Only the end day's calendar is open (it opens on focus); the start day's one closed.
    await waitFor(() => expect(pickers()).toHaveLength(1));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(pickers()).toHaveLength(0));
  });
});
