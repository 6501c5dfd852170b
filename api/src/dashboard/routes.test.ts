import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, businessToday } from '../bookings/dates.js';
import { startTestApi, type TestApi } from '../test-support/api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

interface Figures {
  count?: number;
  totalPrice?: number;
  byStatus?: Record<string, number>;
  startDate: string | null;
  endDate: string | null;
}
interface Point {
  date: string;
  count: number;
  totalPrice: number;
}
interface Month {
  month: string;
  count: number;
  totalPrice: number;
}

/** The dashboard's figures recounted in SQL: booked bookings by visit day. */
async function recount(
  where: string,
  params: unknown[] = [],
): Promise<{ count: number; total: number }> {
  const [row] = await api.db.query<{ count: number; total: number }>(
    `SELECT count(*)::int AS count, coalesce(sum(total_price), 0)::int AS total FROM bookings WHERE status = 2 AND ${where}`,
    params,
  );
  return row!;
}

describe('GET /dashboard/{param}', () => {
  it('answers the count, the total and the summary of booked bookings in the range, equal to a SQL recount', async () => {
    const range = 'startDate=2026-11-01&endDate=2026-11-30';
    const expected = await recount(`date BETWEEN '2026-11-01' AND '2026-11-30'`);
    expect(expected.count).toBeGreaterThan(0);

    const count = await api.call('GET', `/dashboard/count?${range}`);
    expect(count.status).toBe(200);
    expect(count.body.data).toEqual({
      count: expected.count,
      startDate: '2026-11-01',
      endDate: '2026-11-30',
    });

    const total = await api.call('GET', `/dashboard/total?${range}`);
    expect(total.body.data).toEqual({
      totalPrice: expected.total,
      startDate: '2026-11-01',
      endDate: '2026-11-30',
    });

    const summary = await api.call('GET', `/dashboard/summary?${range}`);
    const data = summary.body.data as Figures;
    expect(data).toMatchObject({ count: expected.count, totalPrice: expected.total });
    const byStatus = await api.db.query<{ status: number; n: number }>(
      `SELECT status, count(*)::int AS n FROM bookings WHERE date BETWEEN '2026-11-01' AND '2026-11-30' GROUP BY status`,
    );
    const n = (s: number) => byStatus.find((r) => r.status === s)?.n ?? 0;
    expect(data.byStatus).toEqual({ failed: n(1), booked: n(2), cancelled: n(3), pending: n(4) });
  });

  it('accepts the dashboard date format MM/DD/YYYY and open bounds (no dates: all time)', async () => {
    const iso = await api.call('GET', '/dashboard/count?startDate=2026-11-01&endDate=2026-11-30');
    const us = await api.call('GET', '/dashboard/count?startDate=11/01/2026&endDate=11/30/2026');
    expect(us.body.data).toEqual(iso.body.data);
    const all = await api.call('GET', '/dashboard/summary?startDate=&endDate=');
    const expected = await recount('true');
    expect(all.body.data).toMatchObject({
      count: expected.count,
      totalPrice: expected.total,
      startDate: null,
      endDate: null,
    });
    const from = await api.call('GET', '/dashboard/total?startDate=2026-12-01');
    expect((from.body.data as Figures).totalPrice).toBe(
      (await recount(`date >= '2026-12-01'`)).total,
    );
  });

  it('refuses a backwards range (5102), impossible days and unknown params as {property, message}', async () => {
    const backwards = await api.call(
      'GET',
      '/dashboard/count?startDate=2026-11-30&endDate=2026-11-01',
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body.statusCode).toBe(5102);
    const impossible = await api.call('GET', '/dashboard/count?endDate=2026-13-01');
    expect(impossible.status).toBe(400);
    expect(impossible.body.errors).toEqual([
      { property: 'endDate', message: 'endDate must be a calendar day as YYYY-MM-DD' },
    ]);
    const param = await api.call('GET', '/dashboard/revenue');
    expect(param.status).toBe(400);
    expect((param.body.errors as { property: string }[])[0]!.property).toBe('param');
  });
});

describe('GET /dashboard/graph/{param}', () => {
  it('gives one point per visit day of the range, each equal to a SQL recount', async () => {
    const res = await api.call(
      'GET',
      '/dashboard/graph/visitDate?startDate=2026-11-15&endDate=2026-11-21',
    );
    expect(res.status).toBe(200);
    const data = res.body.data as { startDate: string; endDate: string; series: Point[] };
    expect(data.series.map((p) => p.date)).toEqual([
      '2026-11-15',
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
    ]);
    for (const point of data.series) {
      const expected = await recount('date = $1', [point.date]);
      expect(point).toEqual({
        date: point.date,
        count: expected.count,
        totalPrice: expected.total,
      });
    }
    const summed = await api.call(
      'GET',
      '/dashboard/summary?startDate=2026-11-15&endDate=2026-11-21',
    );
    expect(data.series.reduce((s, p) => s + p.totalPrice, 0)).toBe(
      (summed.body.data as Figures).totalPrice,
    );
  });

  it('counts by the day the booking was made (Asia/Tokyo) for bookingDate', async () => {
    const res = await api.call(
      'GET',
      '/dashboard/graph/bookingDate?startDate=2026-11-01&endDate=2026-11-21',
    );
    const series = (res.body.data as { series: Point[] }).series;
    expect(series).toHaveLength(21);
    for (const point of series) {
      const expected = await recount(`(created_at AT TIME ZONE 'Asia/Tokyo')::date = $1`, [
        point.date,
      ]);
      expect(point.count).toBe(expected.count);
      expect(point.totalPrice).toBe(expected.total);
    }
    expect(series.some((p) => p.count > 0)).toBe(true);
  });

  it('defaults to the 30 days up to today and refuses more than 366 days (5103)', async () => {
    const res = await api.call('GET', '/dashboard/graph/visitDate');
    const data = res.body.data as { startDate: string; endDate: string; series: Point[] };
    const today = businessToday();
    expect(data.series).toHaveLength(30);
    expect(data).toMatchObject({ startDate: addDays(today, -29), endDate: today });
    const long = await api.call(
      'GET',
      '/dashboard/graph/visitDate?startDate=2025-01-01&endDate=2026-12-31',
    );
    expect(long.status).toBe(400);
    expect(long.body.statusCode).toBe(5103);
    expect((await api.call('GET', '/dashboard/graph/count')).status).toBe(400);
  });
});

describe('GET /dashboard/search/month', () => {
  it('gives monthly totals of the range, empty months included, equal to a SQL recount', async () => {
    const res = await api.call(
      'GET',
      '/dashboard/search/month?startDate=2026-08-01&endDate=2026-12-31',
    );
    expect(res.status).toBe(200);
    const months = (res.body.data as { months: Month[] }).months;
    expect(months.map((m) => m.month)).toEqual([
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
    ]);
    expect(months[0]).toEqual({ month: '2026-08', count: 0, totalPrice: 0 });
    for (const m of months) {
      const expected = await recount(`to_char(date, 'YYYY-MM') = $1`, [m.month]);
      expect(m).toEqual({ month: m.month, count: expected.count, totalPrice: expected.total });
    }
  });

  it('cuts the first and last month at the range and defaults to 12 months', async () => {
    const res = await api.call(
      'GET',
      '/dashboard/search/month?startDate=2026-11-10&endDate=2026-11-20',
    );
    const months = (res.body.data as { months: Month[] }).months;
    expect(months).toEqual([
      {
        month: '2026-11',
        ...(await recount(`date BETWEEN '2026-11-10' AND '2026-11-20'`).then((r) => ({
          count: r.count,
          totalPrice: r.total,
        }))),
      },
    ]);
    const defaults = await api.call('GET', '/dashboard/search/month');
    expect((defaults.body.data as { months: Month[] }).months).toHaveLength(12);
    const long = await api.call(
      'GET',
      '/dashboard/search/month?startDate=2020-01-01&endDate=2026-12-31',
    );
    expect(long.body.statusCode).toBe(5103);
  });
});

describe('GET /airports/getApiBalance', () => {
  it('answers the wallet balance as data.Balance and meta.total', async () => {
    const [row] = await api.db.query<{ balance: number }>('SELECT balance FROM wallet_balance');
    const res = await api.call('GET', '/airports/getApiBalance');
    expect(res.status).toBe(200);
    expect((res.body.data as { Balance: number }).Balance).toBe(row!.balance);
    expect(res.body.meta).toEqual({ total: row!.balance });
    expect(row!.balance).toBeGreaterThan(0);
  });

  it('answers a body of only {message} when no balance is recorded', async () => {
    const [saved] = await api.db.query<{ balance: number }>(
      'DELETE FROM wallet_balance RETURNING balance',
    );
    try {
      const res = await api.call('GET', '/airports/getApiBalance');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ message: 'The wallet balance is not available' });
    } finally {
      await api.db.query('INSERT INTO wallet_balance (id, balance) VALUES (1, $1)', [
        saved!.balance,
      ]);
    }
  });
});

describe('auth', () => {
  it('answers 401 without a token on every dashboard route', async () => {
    for (const path of [
      '/dashboard/count',
      '/dashboard/graph/visitDate',
      '/dashboard/search/month',
      '/airports/getApiBalance',
    ]) {
      expect((await api.call('GET', path, undefined, { token: null })).status, path).toBe(401);
    }
  });
});
