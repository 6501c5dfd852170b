import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test-support/api.js';
import { BOOKING_SELECT, BOOKING_SORT_COLUMNS } from './columns.js';
import { orderBy } from './list.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

interface Row {
  _id: string;
  bookingId: string;
  userId: string | null;
  title: string;
  status: number;
  date: string;
  createdAt: string;
  updatedAt: string;
  totalPrice: number;
  lastName: string;
  firstName: string;
  englishLastName: string;
  email: string;
  mobileNumber: string;
  cancelledAt: string | null;
  addOns: { title: string; price: number }[];
  user_dogs: { dogName: string }[];
}
const rows = (body: Record<string, unknown>) => body.results as Row[];
const total = (body: Record<string, unknown>) => (body.meta as { total: number }).total;
const sqlCount = async (where: string, params: unknown[] = []) =>
  (
    await api.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM bookings WHERE ${where}`,
      params,
    )
  )[0]!.n;

describe('booking lists', () => {
  it('lists every booking, latest visit first, with meta.total and the full booking shape', async () => {
    const res = await api.call('GET', '/booking/list?pageNo=1&pageSize=10');
    expect(res.status).toBe(200);
    const page = rows(res.body);
    expect(page).toHaveLength(10);
    expect(total(res.body)).toBe(await sqlCount('true'));
    expect(total(res.body)).toBeGreaterThanOrEqual(250);
    const dates = page.map((r) => r.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(page[0]).toMatchObject({
      bookingId: expect.stringMatching(/^BK-\d{8}-\d{4}$/),
      packageID: expect.any(String),
      paymentMethod: expect.any(Number),
      addOns: expect.any(Array),
      cartAddOn: expect.any(Array),
      user_dogs: expect.any(Array),
      payment_getway_status: expect.any(String),
      timeSlot: expect.stringMatching(/^\d{2}:\d{2}-\d{2}:\d{2}$/),
    });
    expect(Object.keys(page[0]!)).toEqual(
      expect.arrayContaining([
        'carNumber',
        'pincode',
        'apartment',
        'peopleExtraCharge',
        'dogsExtraCharge',
        'picnicExtraCharge',
        'childrenExtraCharge',
      ]),
    );
  });

  it('holds bookings in every status over the last 60 and next 30 days', async () => {
    const byStatus = await api.db.query<{ status: number; n: number }>(
      'SELECT status, count(*)::int AS n FROM bookings GROUP BY status ORDER BY status',
    );
    expect(byStatus.map((r) => r.status)).toEqual([1, 2, 3, 4]);
    const booked = byStatus.find((r) => r.status === 2)!.n;
    expect(booked).toBeGreaterThan(byStatus.reduce((s, r) => s + r.n, 0) / 2);
    const [span] = await api.db.query<{ min: string; max: string }>(
      `SELECT to_char(min(date), 'YYYY-MM-DD') AS min, to_char(max(date), 'YYYY-MM-DD') AS max FROM bookings`,
    );
    expect(span!.min >= '2026-09-22').toBe(true);
    expect(span!.max <= '2026-12-21').toBe(true);
  });

  it('sorts by every sortable column in both directions, and pages without overlap', async () => {
    const key: Record<string, (r: Row) => string | number> = {
      date: (r) => r.date,
      createdAt: (r) => r.createdAt,
      totalPrice: (r) => r.totalPrice,
      bookingId: (r) => r.bookingId,
      status: (r) => r.status,
      title: (r) => r.title,
    };
    for (const [column, of] of Object.entries(key)) {
      for (const dir of ['asc', 'desc'] as const) {
        const res = await api.call(
          'GET',
          `/booking/list?pageSize=25&sortColumn=${column}&sortDir=${dir}`,
        );
        expect(res.status).toBe(200);
        const values = rows(res.body).map(of);
        const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        expect(values).toEqual(dir === 'asc' ? sorted : sorted.reverse());
      }
    }
    const first = rows(
      (await api.call('GET', '/booking/list?pageNo=1&pageSize=7&sortColumn=date')).body,
    ).map((r) => r._id);
    const second = rows(
      (await api.call('GET', '/booking/list?pageNo=2&pageSize=7&sortColumn=date')).body,
    ).map((r) => r._id);
    expect(first.filter((id) => second.includes(id))).toEqual([]);
  });

  it('reads every sort in both directions from an index, never sorting the table', async () => {
    for (const sortColumn of Object.keys(BOOKING_SORT_COLUMNS)) {
      for (const sortDir of ['asc', 'desc'] as const) {
        const order = orderBy({ sortColumn, sortDir }, { column: 'date', dir: 'desc' });
        const plan = await api.db.transaction(async (tx) => {
          await tx.exec('SET LOCAL enable_sort = off; SET LOCAL enable_seqscan = off');
          return tx.query<{ 'QUERY PLAN': string }>(
            `EXPLAIN SELECT ${BOOKING_SELECT} FROM bookings ${order} LIMIT 10`,
          );
        });
        const text = plan.map((r) => r['QUERY PLAN']).join('\n');
        expect(text, `${sortColumn} ${sortDir}`).toMatch(/Index/);
        // An incremental sort on the unique booking_id index only orders ties of one row each.
        expect(text, `${sortColumn} ${sortDir}`).not.toMatch(/(?:^|->\s+)Sort\s+\(cost/m);
      }
    }
  });

  it('searches booking id, Japanese and English names, email and phone (with or without dashes), case-insensitively', async () => {
    const [sample] = await api.db.query<{
      booking_id: string;
      last_name: string;
      english_last_name: string;
      email: string;
      mobile_number: string;
      title: string;
    }>(
      `SELECT booking_id, last_name, english_last_name, email, mobile_number, title FROM bookings ORDER BY booking_id LIMIT 1`,
    );
    const s = sample!;
    const cases: [string, string, unknown[]][] = [
      [s.booking_id.toLowerCase(), 'booking_id = $1', [s.booking_id]],
      [s.last_name, `last_name || first_name LIKE '%' || $1 || '%'`, [s.last_name]],
      [
        s.last_name.slice(-1),
        `(last_name || first_name || title) LIKE '%' || $1 || '%'`,
        [s.last_name.slice(-1)],
      ],
      [
        s.english_last_name.toUpperCase(),
        `lower(english_first_name || ' ' || english_last_name || ' ' || email) LIKE '%' || lower($1) || '%'`,
        [s.english_last_name],
      ],
      [s.email, `lower(email) = lower($1)`, [s.email]],
      [s.mobile_number.replace(/-/g, ''), `mobile_number = $1`, [s.mobile_number]],
      [s.title.slice(0, 4), `title LIKE '%' || $1 || '%'`, [s.title.slice(0, 4)]],
    ];
    for (const [term, where, params] of cases) {
      const res = await api.call(
        'GET',
        `/booking/list?pageSize=5&search=${encodeURIComponent(term)}`,
      );
      expect(res.status).toBe(200);
      expect(total(res.body), term).toBe(await sqlCount(where, params));
      expect(total(res.body), term).toBeGreaterThan(0);
    }
  });

  it('treats LIKE wildcards and SQL in search as text and refuses unknown sort columns', async () => {
    const wild = await api.call(
      'GET',
      `/booking/list?search=${encodeURIComponent("%' OR 1=1 --")}`,
    );
    expect(wild.status).toBe(200);
    expect(rows(wild.body)).toEqual([]);
    expect(total((await api.call('GET', '/booking/list?search=_')).body)).toBe(0);
    const sort = await api.call('GET', '/booking/list?sortColumn=date;DROP TABLE bookings');
    expect(sort.status).toBe(400);
    expect(sort.body.errors).toEqual([
      { property: 'sortColumn', message: expect.stringContaining('date, createdAt, totalPrice') },
    ]);
  });

  it('filters all bookings by visit day and the new list by the day the booking was made (Asia/Tokyo)', async () => {
    const all = await api.call(
      'GET',
      '/booking/list?startDate=2026-11-01&endDate=2026-11-30&pageSize=100',
    );
    expect(all.status).toBe(200);
    expect(rows(all.body).every((r) => r.date >= '2026-11-01' && r.date <= '2026-11-30')).toBe(
      true,
    );
    expect(total(all.body)).toBe(await sqlCount(`date BETWEEN '2026-11-01' AND '2026-11-30'`));

    const made = await api.call(
      'GET',
      '/booking/new/list?startDate=2026-11-10&endDate=2026-11-20&pageSize=50',
    );
    expect(made.status).toBe(200);
    const createdDay = (iso: string) =>
      new Date(Date.parse(iso) + 9 * 3_600_000).toISOString().slice(0, 10);
    expect(
      rows(made.body).every(
        (r) => createdDay(r.createdAt) >= '2026-11-10' && createdDay(r.createdAt) <= '2026-11-20',
      ),
    ).toBe(true);
    const created = rows(made.body).map((r) => r.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    expect(total(made.body)).toBe(
      await sqlCount(
        `(created_at AT TIME ZONE 'Asia/Tokyo')::date BETWEEN '2026-11-10' AND '2026-11-20'`,
      ),
    );
    expect(total(made.body)).toBeGreaterThan(0);

    const open = await api.call('GET', '/booking/list?startDate=2026-12-01&endDate=');
    expect(total(open.body)).toBe(await sqlCount(`date >= '2026-12-01'`));
  });

  it('refuses a range that starts after it ends (5101) and impossible days, as {property, message}', async () => {
    for (const path of [
      '/booking/list',
      '/booking/new/list',
      '/booking/cancelled/bookings/list',
      '/booking/pending/bookings/list',
    ]) {
      const backwards = await api.call('GET', `${path}?startDate=2026-11-30&endDate=2026-11-01`);
      expect(backwards.status).toBe(400);
      expect(backwards.body.statusCode).toBe(5101);
    }
    const impossible = await api.call('GET', '/booking/list?startDate=2026-02-30');
    expect(impossible.status).toBe(400);
    expect(impossible.body.errors).toEqual([
      { property: 'startDate', message: 'startDate must be a calendar day as YYYY-MM-DD' },
    ]);
    const format = await api.call('GET', '/booking/list?endDate=11/30/2026');
    expect(format.status).toBe(400);
    expect((format.body.errors as { property: string }[])[0]!.property).toBe('endDate');
    const page = await api.call('GET', '/booking/list?pageNo=0');
    expect(page.status).toBe(400);
    expect(page.body.errors).toEqual([{ property: 'pageNo', message: expect.any(String) }]);
  });

  it('lists only cancelled and only pending bookings in their lists', async () => {
    for (const [path, status] of [
      ['/booking/cancelled/bookings/list', 3],
      ['/booking/pending/bookings/list', 4],
    ] as const) {
      const res = await api.call('GET', `${path}?pageSize=200`);
      expect(res.status).toBe(200);
      expect(rows(res.body).every((r) => r.status === status)).toBe(true);
      expect(total(res.body)).toBe(await sqlCount('status = $1', [status]));
      expect(total(res.body)).toBeGreaterThan(0);
    }
  });
});

describe('one booking and cancelling', () => {
  const firstWithStatus = async (status: number) =>
    (
      await api.db.query<{ id: string; booking_id: string }>(
        'SELECT id, booking_id FROM bookings WHERE status = $1 ORDER BY id LIMIT 1',
        [status],
      )
    )[0]!;

  it('gets a booking by _id or by bookingId, 404 for unknown ids', async () => {
    const b = await firstWithStatus(2);
    const byId = await api.call('GET', `/booking/get/${b.id}`);
    expect(byId.status).toBe(200);
    expect((byId.body.data as Row).bookingId).toBe(b.booking_id);
    const byRef = await api.call('GET', `/booking/get/${b.booking_id}`);
    expect((byRef.body.data as Row)._id).toBe(b.id);
    const unknown = await api.call('GET', '/booking/get/nope');
    expect(unknown.status).toBe(404);
    expect(unknown.body.statusCode).toBe(404);
  });

  it('cancels a pending booking, which then shows in the cancelled list and no longer in the pending one', async () => {
    const b = await firstWithStatus(4);
    const res = await api.call('PATCH', `/booking/cancel-booking?bookingId=${b.id}`);
    expect(res.status).toBe(200);
    const data = res.body.data as Row;
    expect(data.status).toBe(3);
    expect(data.cancelledAt).toEqual(expect.any(String));
    const cancelled = await api.call(
      'GET',
      `/booking/cancelled/bookings/list?search=${b.booking_id}`,
    );
    expect(rows(cancelled.body).map((r) => r._id)).toEqual([b.id]);
    const pending = await api.call('GET', `/booking/pending/bookings/list?search=${b.booking_id}`);
    expect(rows(pending.body)).toEqual([]);

    const again = await api.call('PATCH', `/booking/cancel-booking?bookingId=${b.booking_id}`);
    expect(again.status).toBe(400);
    expect(again.body.statusCode).toBe(5100);
    expect(again.body.message).toBe(
      `Booking ${b.booking_id} is cancelled: only a pending booking can be cancelled`,
    );
  });

  it('refuses to cancel a booked booking with 5100 and leaves it unchanged', async () => {
    const b = await firstWithStatus(2);
    const before = (await api.call('GET', `/booking/get/${b.id}`)).body.data as Row;
    const res = await api.call('PATCH', `/booking/cancel-booking?bookingId=${b.booking_id}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      status: false,
      statusCode: 5100,
      message: expect.stringContaining('is booked: only a pending booking can be cancelled'),
    });
    const after = (await api.call('GET', `/booking/get/${b.id}`)).body.data as Row;
    expect(after).toEqual(before);
  });

  it('answers 404 for an unknown booking and 400 {property, message} without bookingId', async () => {
    expect((await api.call('PATCH', '/booking/cancel-booking?bookingId=nope')).status).toBe(404);
    const missing = await api.call('PATCH', '/booking/cancel-booking');
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ property: 'bookingId', message: expect.any(String) }]);
  });
});

describe('list totals', () => {
  const pendingTotal = async () =>
    total((await api.call('GET', '/booking/pending/bookings/list?pageSize=1')).body);

  it('stay exact after a cancel and after a write from outside the api', async () => {
    const before = await pendingTotal();
    expect(before).toBe(await sqlCount('status = 4'));
    expect(await pendingTotal()).toBe(before);
    const [pending] = await api.db.query<{ id: string }>(
      'SELECT id FROM bookings WHERE status = 4 ORDER BY id LIMIT 1',
    );
    expect(
      (await api.call('PATCH', `/booking/cancel-booking?bookingId=${pending!.id}`)).status,
    ).toBe(200);
    expect(await pendingTotal()).toBe(before - 1);
    const [booked] = await api.db.query<{ id: string }>(
      'SELECT id FROM bookings WHERE status = 2 ORDER BY id LIMIT 1',
    );
    await api.db.query('UPDATE bookings SET status = 4 WHERE id = $1', [booked!.id]);
    expect(await pendingTotal()).toBe(before);
    await api.db.query('UPDATE bookings SET status = 2 WHERE id = $1', [booked!.id]);
    expect(await pendingTotal()).toBe(before - 1);
  });
});

describe('booking edit look-up by user', () => {
  it('nests the bookings of the user as data.data.data', async () => {
    const [user] = await api.db.query<{ user_id: string; n: number }>(
      'SELECT user_id, count(*)::int AS n FROM bookings GROUP BY user_id ORDER BY count(*) DESC, user_id LIMIT 1',
    );
    const res = await api.call('GET', `/booking/user/${user!.user_id}/list?pageSize=100`);
    expect(res.status).toBe(200);
    const nested = (res.body.data as { data: { data: Row[]; total: number } }).data;
    expect(Array.isArray(nested.data)).toBe(true);
    expect(nested.data.length).toBe(user!.n);
    expect(nested.total).toBe(user!.n);
    expect(nested.data.every((r) => r.userId === user!.user_id)).toBe(true);
  });

  it('answers 404 for an unknown user and 5101 for a backwards range', async () => {
    expect((await api.call('GET', '/booking/user/nope/list')).status).toBe(404);
    const [user] = await api.db.query<{ user_id: string }>('SELECT user_id FROM bookings LIMIT 1');
    const backwards = await api.call(
      'GET',
      `/booking/user/${user!.user_id}/list?startDate=2026-12-01&endDate=2026-11-01`,
    );
    expect(backwards.body.statusCode).toBe(5101);
  });
});

describe('auth', () => {
  it('answers 401 without a token on every booking route', async () => {
    for (const [method, path] of [
      ['GET', '/booking/list'],
      ['GET', '/booking/new/list'],
      ['GET', '/booking/cancelled/bookings/list'],
      ['GET', '/booking/pending/bookings/list'],
      ['GET', '/booking/get/x'],
      ['PATCH', '/booking/cancel-booking?bookingId=x'],
      ['GET', '/booking/user/x/list'],
    ] as const) {
      const res = await api.call(method, path, undefined, { token: null });
      expect(res.status, path).toBe(401);
    }
  });
});
