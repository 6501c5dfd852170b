import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test-support/api.js';
import { catalogueIds, createPackage, packageDraft, type CatalogueIds } from './test-fixtures.js';

let api: TestApi;
let ids: CatalogueIds;
beforeAll(async () => {
  api = await startTestApi();
  ids = await catalogueIds(api);
});
afterAll(() => api?.close());

/** A value of a column type that CHECK constraints of a booking accept. */
function sampleValue(type: string): unknown {
  if (type === 'date') return '2026-12-01';
  if (type.startsWith('timestamp')) return '2026-12-01T00:00:00Z';
  if (['integer', 'smallint', 'bigint', 'numeric'].includes(type)) return 1;
  if (type === 'boolean') return true;
  if (type === 'jsonb' || type === 'json') return '[]';
  return 'test';
}

/**
 * A package that has a booking. The bookings table is another area's: a seeded booking is used when
 * there is one; otherwise a row is inserted filling whatever required columns the table has, and
 * when the table is not there yet a minimal one with the agreed package_id column stands in for it.
 */
async function packageWithBooking(): Promise<string> {
  const [table] = await api.db.query<{ present: boolean }>(
    `SELECT to_regclass('bookings') IS NOT NULL AS present`,
  );
  if (table?.present) {
    const [booked] = await api.db.query<{ id: string }>(
      'SELECT package_id AS id FROM bookings WHERE package_id IS NOT NULL LIMIT 1',
    );
    if (booked) return booked.id;
  } else {
    await api.db.exec(
      'CREATE TABLE bookings (id text PRIMARY KEY, package_id text REFERENCES packages (id))',
    );
  }
  const required = await api.db.query<{ name: string; type: string }>(
    `SELECT column_name AS name, data_type AS type FROM information_schema.columns
     WHERE table_schema = current_schema() AND table_name = 'bookings' AND is_nullable = 'NO'
       AND column_default IS NULL AND is_generated = 'NEVER' AND column_name NOT IN ('id', 'package_id')`,
  );
  const pkg = await createPackage(api, packageDraft(ids, { title: '予約ありパッケージ' }));
  const columns = ['id', 'package_id', ...required.map((c) => c.name)];
  await api.db.query(
    `INSERT INTO bookings (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
    ['test-booking-1', pkg._id, ...required.map((c) => sampleValue(c.type))],
  );
  return pkg._id;
}

describe('DELETE /admin/package/delete/{id}', () => {
  it('deletes a package with its season prices, add-ons, availability and holidays', async () => {
    const pkg = await createPackage(api, packageDraft(ids));
    // Rows of the availability and holiday areas, written directly: this is about the cascade.
    await api.db.query(
      `INSERT INTO package_availability (id, package_id, start_date, end_date) VALUES ('test-availability', $1, '2026-12-01', '2026-12-05')`,
      [pkg._id],
    );
    await api.db.query(
      `INSERT INTO holidays (id, package_id, holiday_date) VALUES ('test-holiday', $1, '2026-12-24')`,
      [pkg._id],
    );

    const res = await api.call('DELETE', `/admin/package/delete/${pkg._id}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Package deleted successfully');
    expect((await api.call('GET', `/admin/package/get/${pkg._id}`)).status).toBe(404);
    const [left] = await api.db.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM package_season_prices WHERE package_id = $1)
            + (SELECT count(*) FROM package_add_ons WHERE package_id = $1)
            + (SELECT count(*) FROM package_availability WHERE package_id = $1)
            + (SELECT count(*) FROM holidays WHERE package_id = $1) AS n`,
      [pkg._id],
    );
    expect(Number(left!.n)).toBe(0);
  });

  it('refuses to delete a package with bookings (5025)', async () => {
    const id = await packageWithBooking();
    const res = await api.call('DELETE', `/admin/package/delete/${id}`);
    expect(res.status).toBe(400);
    expect(res.body.statusCode).toBe(5025);
    expect((await api.call('GET', `/admin/package/get/${id}`)).status).toBe(200);
  });

  it('answers 404 for an unknown id and 401 without a token', async () => {
    expect((await api.call('DELETE', '/admin/package/delete/nope')).status).toBe(404);
    expect(
      (await api.call('DELETE', '/admin/package/delete/nope', undefined, { token: null })).status,
    ).toBe(401);
  });
});

describe('seasons and categories used by packages', () => {
  it('refuses to delete a season used by a season price (5033), naming the package', async () => {
    const season = await api.call('POST', '/season/add', {
      title: '使用中シーズン',
      startDate: '2027-01-01',
      endDate: '2027-01-31',
    });
    const seasonId = (season.body.data as { _id: string })._id;
    const pkg = await createPackage(
      api,
      packageDraft(ids, { title: 'シーズン利用', seasonPrice: [{ seasonId }] }),
    );
    const res = await api.call('DELETE', `/season/delete/${seasonId}`);
    expect(res.status).toBe(400);
    expect(res.body.statusCode).toBe(5033);
    expect(res.body.message).toBe(
      'This season is used by the season prices of package "シーズン利用"; remove those season prices before deleting it',
    );
    await api.call('PUT', '/admin/package/update', {
      _id: pkg._id,
      title: pkg.title,
      helpText: pkg.helpText,
      maxPeople: pkg.maxPeople,
      seasonPrice: [{ _id: pkg.seasonPrice[0]!._id, action: 'delete' }],
    });
    expect((await api.call('DELETE', `/season/delete/${seasonId}`)).status).toBe(200);
  });

  it('refuses to delete a dog category or package category a package uses (5070), naming the packages', async () => {
    const added = async (path: string, title: string) =>
      ((await api.call('POST', path, { title })).body.data as { _id: string })._id;
    const dogCategory = await added('/room/add', '使用中の犬カテゴリ');
    const category = await added('/package-category/add', '使用中のパッケージカテゴリ');
    for (const title of ['利用1', '利用2', '利用3', '利用4']) {
      await createPackage(
        api,
        packageDraft(ids, {
          title,
          category,
          roomCategory: title === '利用1' ? dogCategory : ids.roomCategories[0],
        }),
      );
    }

    const dog = await api.call('DELETE', `/room/delete/${dogCategory}`);
    expect(dog.status).toBe(400);
    expect(dog.body.statusCode).toBe(5070);
    expect(dog.body.message).toBe(
      'This dog category is used by package "利用1"; give it another dog category before deleting it',
    );
    const pkgCategory = await api.call('DELETE', `/package-category/delete/${category}`);
    expect(pkgCategory.body.statusCode).toBe(5070);
    expect(pkgCategory.body.message).toBe(
      'This package category is used by packages "利用1", "利用2", "利用3" and others; give them another package category before deleting it',
    );
    const seeded = await api.call('DELETE', `/package-category/delete/${ids.packageCategories[0]}`);
    expect(seeded.body.statusCode).toBe(5070);
  });

  it('still deletes unused seasons and categories, and answers 404 for unknown ones', async () => {
    const unused = await api.call('POST', '/room/add', { title: '未使用カテゴリ' });
    expect(
      (await api.call('DELETE', `/room/delete/${(unused.body.data as { _id: string })._id}`))
        .status,
    ).toBe(200);
    expect((await api.call('DELETE', '/room/delete/nope')).status).toBe(404);
    expect((await api.call('DELETE', '/season/delete/nope')).status).toBe(404);
  });
});
