#!/usr/bin/env node
// Exports one month of bookings as CSV, then changes one field of a package with a patch update.
// Runs on Node 20+ with nothing installed (docs/tools.md):
//
//   DOGSTAY_KEY=dsk_… node docs/examples/export-month.mjs 2026-11 > bookings-2026-11.csv
//   DOGSTAY_KEY=dsk_… node docs/examples/export-month.mjs 2026-11 --help-text <packageId> "New text"
//
// DOGSTAY_URL is the gateway (default http://127.0.0.1:4000). DOGSTAY_KEY is an API key (the
// 連携キー screen) or a bearer token from `login(issueToken: true)`: sent as Authorization: Bearer.

const url = `${process.env.DOGSTAY_URL ?? 'http://127.0.0.1:4000'}/graphql`;
const key = process.env.DOGSTAY_KEY;
const [month, flag, packageId, helpText] = process.argv.slice(2);
if (!key || !/^\d{4}-\d{2}$/.test(month ?? '') || (flag && flag !== '--help-text')) {
  console.error(
    'usage: DOGSTAY_KEY=… node export-month.mjs YYYY-MM [--help-text <packageId> <text>]',
  );
  process.exit(2);
}

/** One GraphQL call. A 429 waits `Retry-After` and tries again; any error stops with its code. */
async function graphql(query, variables) {
  for (;;) {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify({ query, variables }),
    });
    const body = await res.json();
    if (res.status === 429) {
      const wait = Number(
        res.headers.get('retry-after') ?? body.errors?.[0]?.extensions?.retryAfter ?? 1,
      );
      console.error(`rate limited: waiting ${wait} s`);
      await new Promise((r) => setTimeout(r, wait * 1000));
      continue;
    }
    if (body.errors?.length) {
      const [first] = body.errors;
      const { code, requestId, ...more } = first.extensions ?? {};
      throw new Error(`${code}: ${first.message} (request ${requestId}) ${JSON.stringify(more)}`);
    }
    return body.data;
  }
}

// Visit days of the month, a week at a time: by visit day, then by id (the tie-breaker), so pages
// neither repeat nor skip a booking while the data stays as it is. A list read by page number
// costs the server more the deeper the page (it skips every row before it: at 33 000 bookings in
// a month, page 34 took five times page 1), so each week is paged on its own and no page is deep.
const BOOKINGS = `query WeekBookings($query: BookingListQuery, $range: DateRangeInput) {
  bookings(query: $query, range: $range) {
    total
    items { id bookingNumber date startTime status packageTitle lastName firstName people children totalDogs totalPrice }
  }
}`;
const PAGE_SIZE = 1000;
const WEEK = 7;

const [year, mm] = month.split('-').map(Number);
const lastDay = new Date(Date.UTC(year, mm, 0)).getUTCDate();
const day = (d) => `${month}-${String(d).padStart(2, '0')}`;
const columns = [
  'id',
  'bookingNumber',
  'date',
  'startTime',
  'status',
  'packageTitle',
  'lastName',
  'firstName',
  'people',
  'children',
  'totalDogs',
  'totalPrice',
];
/** A CSV cell; a leading = + - @ is quoted with ' so a spreadsheet shows it as text. */
const cell = (v) => {
  const text = v === null || v === undefined ? '' : String(v);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

process.stdout.write(`${columns.join(',')}\n`);
let exported = 0;
for (let first = 1; first <= lastDay; first += WEEK) {
  const range = { startDate: day(first), endDate: day(Math.min(first + WEEK - 1, lastDay)) };
  let inWeek = 0;
  for (let page = 1; ; page++) {
    const query = { page, pageSize: PAGE_SIZE, sortBy: 'date', sortDirection: 'ASC' };
    const { bookings } = await graphql(BOOKINGS, { query, range });
    for (const b of bookings.items)
      process.stdout.write(`${columns.map((c) => cell(b[c])).join(',')}\n`);
    inWeek += bookings.items.length;
    if (bookings.items.length < PAGE_SIZE || inWeek >= bookings.total) break;
  }
  exported += inWeek;
}
console.error(`exported ${exported} bookings of ${month}`);

if (flag) {
  // A patch update: only helpText is sent, every other field keeps its stored value. The
  // updatedAt read makes a save over someone else's newer change a CONFLICT, not a lost update.
  const { package: current } = await graphql(
    'query Package($id: ID!) { package(id: $id) { id updatedAt } }',
    { id: packageId },
  );
  const { updatePackage } = await graphql(
    `
      mutation HelpText($id: ID!, $input: PackagePatch!, $expectedUpdatedAt: DateTime) {
        updatePackage(id: $id, input: $input, expectedUpdatedAt: $expectedUpdatedAt) {
          package {
            id
            helpText
            updatedAt
          }
        }
      }
    `,
    { id: packageId, input: { helpText }, expectedUpdatedAt: current.updatedAt },
  );
  console.error(
    `package ${updatePackage.package.id}: helpText is now ${JSON.stringify(updatePackage.package.helpText)}`,
  );
}
