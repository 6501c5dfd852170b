import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { todayInJapan } from '../../components/date/businessDay';
import { formatYen } from '../../i18n/format';
import { gql, renderApp } from '../../test/renderApp';

/** Booked bookings of the range and their revenue, added up from the booking list itself. */
async function bookedIn(startDate: string, endDate: string) {
  const answer = await gql<{ bookings: { total: number; items: { totalPrice: number }[] } }>(
    `query($range: DateRangeInput) { bookings(query: { pageSize: 10000 }, range: $range, status: BOOKED) { total items { totalPrice } } }`,
    { range: { startDate, endDate } },
  );
  const page = answer.data!.bookings;
  return { count: page.total, revenue: page.items.reduce((s, b) => s + b.totalPrice, 0) };
}

const card = (label: string) =>
  screen.getByText(label, { selector: '.app-stat-label' }).parentElement!;

/**
 * jsdom lays nothing out, and the chart draws only once its frame is measured: each observed
 * element is reported at the size a browser gives the chart's frame on a desktop.
 */
class LaidOutResizeObserver {
  constructor(private readonly report: ResizeObserverCallback) {}
  observe(target: Element) {
    const contentRect = { width: 860, height: 300 } as DOMRectReadOnly;
    const entry = { target, contentRect } as ResizeObserverEntry;
    queueMicrotask(() => this.report([entry], this as unknown as ResizeObserver));
  }
  unobserve() {}
  disconnect() {}
}

beforeAll(() => vi.stubGlobal('ResizeObserver', LaidOutResizeObserver));
afterAll(() => vi.unstubAllGlobals());

describe('dashboard', () => {
  it("defaults the range to today in Japan, whatever the browser's zone", async () => {
    renderApp('/dashboard/default');
    await screen.findByRole('heading', { name: 'ダッシュボード', level: 1 });
    const today = todayInJapan().replaceAll('-', '/');
    expect(screen.getByLabelText('利用日（から）')).toHaveValue(today);
    expect(screen.getByLabelText('利用日（まで）')).toHaveValue(today);
    expect(screen.getByRole('button', { name: '今日' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the booking count and revenue of the booked bookings of the chosen range', async () => {
    const expected = await bookedIn('2026-11-01', '2026-11-30');
    expect(expected.count).toBeGreaterThan(0);
    renderApp('/dashboard/default?from=2026-11-01&to=2026-11-30');
    await waitFor(() =>
      expect(within(card('予約件数')).getByText(`${expected.count}件`)).toBeInTheDocument(),
    );
    expect(within(card('売上合計')).getByText(formatYen(expected.revenue))).toBeInTheDocument();
    await waitFor(() =>
      expect(within(card('ウォレット残高')).getByText(/^￥[\d,]+$/)).toBeInTheDocument(),
    );

    // The chart's figures (its table for assistive technology) add up to the same.
    const table = await screen.findByRole('table', { name: '日別の予約件数と売上' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(30);
    const sum = rows.reduce(
      (s, r) => s + Number(within(r).getAllByRole('cell')[0]!.textContent),
      0,
    );
    expect(sum).toBe(expected.count);
  });

  it('draws the chart once its own code and the graph have come', async () => {
    renderApp('/dashboard/default?from=2026-11-01&to=2026-11-30');
    await screen.findByRole('heading', { name: 'ダッシュボード', level: 1 });
    const chart = await screen.findByRole('img', { name: '予約件数と売上の推移' });
    expect(chart.closest('.app-chart')).not.toHaveAttribute('aria-busy');
  });

  it('a range longer than the graph covers says the limit where the chart would be', async () => {
    renderApp('/dashboard/default?from=2025-01-01&to=2026-01-02');
    await screen.findByRole('heading', { name: 'ダッシュボード', level: 1 });
    expect(await screen.findByText('期間が長すぎます。366日以内で選んでください。')).toBeVisible();
    // The figures of the same range are still shown: only the graph has the limit.
    await waitFor(() =>
      expect(within(card('予約件数')).getByText(/^[\d,]+件$/)).toBeInTheDocument(),
    );
  });

  it('searches by month', async () => {
    const { user } = renderApp('/dashboard/default');
    const monthly = await screen.findByRole('table', { name: '月別の集計' });
    await waitFor(() => expect(within(monthly).getAllByRole('row').length).toBe(14));
    await user.selectOptions(screen.getByLabelText('開始月'), '2026-10');
    await user.selectOptions(screen.getByLabelText('終了月'), '2026-11');
    await waitFor(() => expect(within(monthly).getAllByRole('row')).toHaveLength(4));
    const october = await bookedIn('2026-10-01', '2026-10-31');
    const row = within(monthly).getByRole('rowheader', { name: '2026年10月' }).closest('tr')!;
    expect(within(row).getByText(`${october.count}件`)).toBeInTheDocument();
    expect(within(row).getByText(formatYen(october.revenue))).toBeInTheDocument();
  });

  it('the monthly table follows the chosen range until months are chosen', async () => {
    const { user } = renderApp('/dashboard/default?from=2026-08-01&to=2026-10-31');
    const monthly = await screen.findByRole('table', { name: '月別の集計' });
    // August to October, and the sum.
    await waitFor(() => expect(within(monthly).getAllByRole('row')).toHaveLength(5));
    expect(screen.getByLabelText('開始月')).toHaveValue('2026-08');
    expect(screen.getByLabelText('終了月')).toHaveValue('2026-10');
    await user.selectOptions(screen.getByLabelText('開始月'), '2026-10');
    await waitFor(() => expect(within(monthly).getAllByRole('row')).toHaveLength(3));
    // A new range: the table follows it again.
    await user.click(screen.getByRole('button', { name: '今月' }));
    await waitFor(() => expect(within(monthly).getAllByRole('row')).toHaveLength(14));
  });

  it('shows the same figures as widgets', async () => {
    const expected = await bookedIn('2026-11-01', '2026-11-30');
    renderApp('/widget/statistics?from=2026-11-01&to=2026-11-30');
    await screen.findByRole('heading', { name: '統計ウィジェット' });
    await waitFor(() =>
      expect(within(card('予約件数')).getByText(`${expected.count}件`)).toBeInTheDocument(),
    );
  });
});
