// Benchmark: the web's ten most used operations, as staff run them, against the reference api
// seeded with 100 000 bookings and the real gateway (compiled, run as its image runs it) in front.
// For each operation: 20 concurrent users for a fixed number of seconds through the gateway (p50,
// p99; target p99 <= 50 ms), then the same REST calls made directly against the api by the same 20
// users (the way the seed's admin calls REST from the browser): what the gateway adds is its p50
// minus that direct p50 (target <= 2 ms).
//
// The load model the targets apply to: "20 concurrent users" are 20 staff, each waiting a think
// time between operations (THINK_MS below), as a load test of people does (k6's sleep(): "Unless
// you are stress testing ... include sleep statements ... to relate your VUs activity to that of
// real users. Ideally, ... a randomized pause", https://k6.io/docs/v0.32/javascript-api/k6/sleep-t/).
// The same 20 users sending back to back (no think time: several hundred requests/s on the 2
// cores the api, the gateway and this process share) are kept as reference rows without a target:
// they measure the machine's saturation, mostly the api's queue, not what a person waits for.
//
// The REST calls of each operation are not written out here: they are recorded. A gateway in this
// process runs each operation (twice, the second counted) with a recording proxy as its upstream,
// which notes each call's method, path and query string and when it started and ended; calls that
// overlap in time went out in parallel (one "wave"), the next wave started after they ended. The
// direct side replays exactly those waves, so it follows gateway/src/<area>/source.ts as it is.
//
// Every request goes to 127.0.0.1. The api and the gateway run as child processes so that this
// process (the 20 users) does not share their event loops.
import { randomBytes } from 'node:crypto';
import { createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import { loadavg } from 'node:os';
import { pino } from 'pino';
import { Pool } from 'undici';
import { startGateway } from '../../gateway/src/server';
import { buildGateway } from '../support/gateway-build.js';
import { freePort } from '../../gateway/src/test-support/ports.js';
import { start, stop, waitFor } from './gateway.bench.js';
import { type BenchRow } from './bench-rows';

const BOOKINGS = 100_000;
/** The seed makes 300 bookings per unit of scale (as in api-bookings.bench.ts). */
const SCALE = BOOKINGS / 300;
const USERS = 20;
const WARM_UP_S = 1;
const DURATION_S = 5;
/**
 * Seconds per side with one user, after the 20 users' runs: with 20 users back to back the api and
 * the gateway share 2 cores and queue, so their p50 difference is mostly the gateway's CPU time
 * multiplied by the queue; one user's difference is the gateway's own time per request.
 */
const ONE_USER_S = 2;
/**
 * Think time between one user's operations: uniform in 0.5–1.5 s (mean 1 s). One operation a second
 * per person is staff clicking continuously, with no time to read a screen (a person reading a list
 * or filling in a form waits several seconds), so 20 such users (~20 operations/s) bound the load
 * of "tens of staff" from above. Randomised so that the users do not act in step.
 */
const THINK_MS = { min: 500, max: 1500 };
/** Seconds per side under think time: ~20 × 15 ≈ 300 samples, so p99 is the 3rd-slowest. */
const THINK_S = 15;
const P99_TARGET_MS = 50;
const ADDED_TARGET_MS = 2;
const ADMIN = { email: 'bench-staff@dogstay.example', password: 'bench-staff-password-1' };

const today = new Date().toISOString().slice(0, 10);
const firstPage = { page: 1, pageSize: 10 };

interface Operation {
  name: string;
  query: string;
  variables: (ids: { bookingId: string; packageId: string }) => Record<string, unknown>;
}

const BOOKING_ROW = `id bookingNumber userId packageTitle status paymentStatus paymentProvider totalPrice people children bigAndMediumDogs smallDogs totalDogs firstName lastName englishFirstName englishLastName email mobileNumber date startTime endTime timeSlot createdAt updatedAt`;
const BOOKING_PAGE = `items { ${BOOKING_ROW} } total page pageSize`;
const ADD_ON = `id title unitPrice quantity type`;
const PACKAGE_ROW = `id title status displayOrder price weekendPrice timeSlotType category { id title } dogCategory { id title } photos { fileName url } updatedAt`;
/** The list row of web/src/features/availability/availability.graphql (AvailabilityRowFields). */
const AVAILABILITY_ROW = `id packageId packageTitle packageTimeSlotType startDate endDate inventory slotCount createdAt updatedAt`;

/**
 * The web's ten most used operations, with the variables the web sends when a screen opens with no
 * filter in its URL (page 1 of 10 rows, the dashboard's range today). Why these ten: every screen
 * asks for the viewer; staff land on the dashboard; the day's work is the bookings list, the
 * pending list and a booking's detail (the main booking screens); then the catalogue screens
 * staff open most: the package list and a package for editing, the season list, the availability
 * list and the coupon list (its first 50 rows, sent first by prefetchCouponList.ts). The documents
 * are those of web/src/**\/*.graphql with their fragments written inline.
 */
const OPERATIONS: Operation[] = [
  {
    name: 'Viewer',
    query: `query Viewer { viewer { id firstName lastName email username userType profilePic } }`,
    variables: () => ({}),
  },
  {
    name: 'DashboardFigures (today)',
    query: `query DashboardFigures($range: DateRangeInput) { dashboard(range: $range) { bookingCount totalPrice byStatus { failed booked cancelled pending } startDate endDate } }`,
    variables: () => ({ range: { startDate: today, endDate: today } }),
  },
  {
    name: 'Bookings (page 1, 10 rows)',
    query: `query Bookings($query: BookingListQuery, $range: DateRangeInput, $status: BookingStatus) { bookings(query: $query, range: $range, status: $status) { ${BOOKING_PAGE} } }`,
    variables: () => ({ query: firstPage }),
  },
  {
    name: 'PendingBookings (page 1, 10 rows)',
    query: `query PendingBookings($query: BookingListQuery, $range: DateRangeInput) { pendingBookings(query: $query, range: $range) { ${BOOKING_PAGE} } }`,
    variables: () => ({ query: firstPage }),
  },
  {
    name: 'Booking (detail)',
    query: `query Booking($id: ID!) { booking(id: $id) { ${BOOKING_ROW} cartId packageId orderStatus paymentId paymentGatewayStatus amountReceived carPerson { firstName lastName mobileNumber carNumber } address { postalCode prefecture district city apartment } arrivalTime bbq picnic hasDog addOns { ${ADD_ON} } cartAddOns { ${ADD_ON} } dogs { name breed size vaccinationDate fileUrl } peopleExtraCharge childrenExtraCharge picnicExtraCharge dogsExtraCharge cancelledAt } }`,
    variables: ({ bookingId }) => ({ id: bookingId }),
  },
  {
    name: 'Packages (page 1, 10 rows)',
    query: `query Packages($query: PackageListQuery) { packages(query: $query) { items { ${PACKAGE_ROW} } total page pageSize } }`,
    variables: () => ({ query: firstPage }),
  },
  {
    name: 'Package (for editing)',
    query: `query Package($id: ID!) { package(id: $id) { ${PACKAGE_ROW} helpText maxPeople maxChildren includedPeople includedChildren peopleExtraPrice childrenExtraPrice weekendPeopleExtraPrice weekendChildrenExtraPrice dogType dogsAllowed bigAndMediumDogsAllowed smallDogsAllowed maxBigAndMediumDogs maxSmallDogs includedBigAndMediumDogs includedSmallDogs includedDogs maxDogs legacyIncludedDogs legacyMaxDogs dogExtraPrice smallDogExtraPrice bigAndMediumDogExtraPrice weekendSmallDogExtraPrice weekendBigAndMediumDogExtraPrice combinedDogExtraPrice combinedDogWeekendExtraPrice inventory dogCategoryId categoryId seasonPrices { id seasonId seasonTitle weekdayPrice weekendPrice dogExtraPrice peopleExtraPrice childrenExtraPrice } addOns { id title price minPeople maxPeople type description imageUrl perDayLimit } createdAt } }`,
    variables: ({ packageId }) => ({ id: packageId }),
  },
  {
    name: 'Seasons (page 1, 10 rows)',
    query: `query Seasons($query: SeasonListQuery) { seasons(query: $query) { items { id title status startDate endDate timeSlots { id startTime endTime } createdAt updatedAt } total page pageSize } }`,
    variables: () => ({ query: firstPage }),
  },
  {
    name: 'Availabilities (page 1, 10 rows)',
    query: `query Availabilities($query: AvailabilityListQuery, $packageId: ID) { availabilities(query: $query, packageId: $packageId) { items { ${AVAILABILITY_ROW} } total page pageSize } }`,
    variables: () => ({ query: firstPage }),
  },
  {
    name: 'Coupons (first 50 rows)',
    query: `query Coupons($query: CouponListQuery) { coupons(query: $query) { items { id title description discountType discountAmount discountPercentage status imageFileName imageUrl createdAt updatedAt } total page pageSize } }`,
    variables: () => ({ query: { page: 1, pageSize: 50 } }),
  },
];

interface RestCall {
  method: string;
  path: string;
  body?: string;
  contentType?: string;
}

interface RecordedCall extends RestCall {
  startedAt: number;
  endedAt: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** A proxy in front of the api that notes every call the gateway makes. */
async function startRecorder(apiUrl: string) {
  const target = new URL(apiUrl);
  let calls: RecordedCall[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const call: RecordedCall = {
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        ...(body.length > 0
          ? { body: body.toString('utf8'), contentType: req.headers['content-type'] }
          : {}),
        startedAt: performance.now(),
        endedAt: NaN,
      };
      calls.push(call);
      const upstream = httpRequest(
        {
          host: target.hostname,
          port: target.port,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, host: target.host },
        },
        (answer: IncomingMessage) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          answer.on('end', () => (call.endedAt = performance.now()));
        },
      );
      upstream.on('error', () => res.destroy());
      upstream.end(body);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('no recorder port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    take(): RecordedCall[] {
      const taken = calls;
      calls = [];
      return taken;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** Groups calls into waves: a call that started before every earlier call had ended joins them. */
function waves(calls: RecordedCall[]): RestCall[][] {
  const out: RestCall[][] = [];
  let waveEnd = -Infinity;
  for (const call of [...calls].sort((a, b) => a.startedAt - b.startedAt)) {
    const { method, path, body, contentType } = call;
    const plain: RestCall = { method, path, ...(body ? { body, contentType } : {}) };
    if (out.length > 0 && call.startedAt < waveEnd) out[out.length - 1]!.push(plain);
    else out.push([plain]);
    waveEnd = Math.max(waveEnd, call.endedAt);
  }
  return out;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const thinkTime = () => THINK_MS.min + Math.random() * (THINK_MS.max - THINK_MS.min);

/**
 * `users` workers, each running `once` for `seconds`: back to back, or with `think()` ms between
 * one operation's end and the next one's start (each user starting after a first think time, so
 * they do not start in step). Every latency in ms, sorted.
 */
async function load(
  once: () => Promise<void>,
  seconds: number,
  users = USERS,
  think?: () => number,
): Promise<number[]> {
  const times: number[] = [];
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: users }, async () => {
      if (think) await pause(think());
      while (performance.now() < until) {
        const started = performance.now();
        await once();
        times.push(performance.now() - started);
        if (think) await pause(think());
      }
    }),
  );
  return times.sort((a, b) => a - b);
}

async function json(
  pool: Pool,
  path: string,
  init: { method: string; headers: Record<string, string>; body?: string },
): Promise<unknown> {
  const res = await pool.request({ path, ...init });
  const text = await res.body.text();
  if (res.statusCode !== 200) throw new Error(`${init.method} ${path}: ${res.statusCode} ${text}`);
  return JSON.parse(text) as unknown;
}

export default async function benchStaffOperations(): Promise<BenchRow[]> {
  const loadAtStart = loadavg()[0]!;
  const [apiPort, gatewayPort] = [await freePort(), await freePort()];
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  const gatewayMain = buildGateway();
  const seedStarted = performance.now();
  // The api as `npm start` runs it (tsx), in memory, seeded with --scale.
  const api = start(['--import', 'tsx', 'api/src/main.ts', '--scale', String(SCALE)], {
    API_PORT: String(apiPort),
    API_HOST: '127.0.0.1',
    DATA_IN_MEMORY: '1',
    DATA_DIR: `/tmp/dogstay-bench-staff-${randomBytes(6).toString('hex')}`,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'warn',
  });
  const children = [api];
  const apiPool = new Pool(apiUrl, { connections: USERS });
  const gatewayPool = new Pool(gatewayUrl, { connections: USERS });
  try {
    await waitFor(async () => (await fetch(`${apiUrl}/api/v1/health`)).ok, 'the api', 600);
    const seedSeconds = (performance.now() - seedStarted) / 1000;

    // The gateway as its image runs it (as in gateway.bench.ts), straight in front of the api.
    const gateway = start(['--max-semi-space-size=8', '--max-old-space-size=192', gatewayMain], {
      PORT: String(gatewayPort),
      HOST: '127.0.0.1',
      REST_BASE_URL: apiUrl,
    });
    children.push(gateway);
    await waitFor(async () => (await fetch(`${gatewayUrl}/healthz`)).ok, 'the gateway', 60);

    // Sign in through the gateway as the web does (the session cookie), and at the api directly.
    const login = await gatewayPool.request({
      path: '/graphql',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { message } }`,
        variables: ADMIN,
      }),
    });
    await login.body.text();
    const setCookie = [login.headers['set-cookie'] ?? []].flat();
    const cookie = setCookie.map((c) => c.split(';')[0]).join('; ');
    if (!cookie)
      throw new Error(`no session cookie from the gateway's login (${login.statusCode})`);
    const rest = (await json(apiPool, '/api/v1/admin/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    })) as { data: { accessToken: string } };
    const token = rest.data.accessToken;

    const gql = async (op: Operation, variables: Record<string, unknown>) => {
      const body = (await json(gatewayPool, '/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ query: op.query, variables }),
      })) as { data?: Record<string, unknown>; errors?: { message: string }[] };
      if (body.errors?.length) throw new Error(`${op.name}: ${body.errors[0]!.message}`);
      return body.data!;
    };

    // Ids the detail screens open: the first booking and the first package of their lists.
    const bookingsData = (await gql(OPERATIONS[2]!, { query: firstPage })) as {
      bookings: { items: { id: string }[]; total: number };
    };
    const packagesData = (await gql(OPERATIONS[5]!, { query: firstPage })) as {
      packages: { items: { id: string }[] };
    };
    const ids = {
      bookingId: bookingsData.bookings.items[0]!.id,
      packageId: packagesData.packages.items[0]!.id,
    };

    // The REST calls of each operation, recorded through a gateway in this process.
    const recorder = await startRecorder(apiUrl);
    const recording = await startGateway({
      restBaseUrl: recorder.url,
      port: 0,
      host: '127.0.0.1',
      logger: pino({ level: 'silent' }),
    });
    const callsOf = new Map<string, RestCall[][]>();
    try {
      for (const op of OPERATIONS) {
        for (let i = 0; i < 2; i++) {
          recorder.take();
          const res = await fetch(`${recording.url}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ query: op.query, variables: op.variables(ids) }),
          });
          const body = (await res.json()) as { errors?: { message: string }[] };
          if (body.errors?.length) throw new Error(`${op.name}: ${body.errors[0]!.message}`);
        }
        callsOf.set(op.name, waves(recorder.take()));
      }
    } finally {
      await recording.close();
      await recorder.close();
    }

    const direct = async (calls: RestCall[][]) => {
      for (const wave of calls) {
        await Promise.all(
          wave.map((call) =>
            json(apiPool, call.path, {
              method: call.method,
              headers: {
                authorization: `Bearer ${token}`,
                ...(call.contentType ? { 'content-type': call.contentType } : {}),
              },
              ...(call.body ? { body: call.body } : {}),
            }),
          ),
        );
      }
    };

    const rows: BenchRow[] = [
      { name: 'bookings seeded', value: bookingsData.bookings.total, unit: 'rows' },
      { name: 'api seed and start', value: seedSeconds, unit: 's' },
    ];
    const table: string[][] = [
      [
        'operation',
        'REST calls',
        'think: p50',
        'p99',
        'direct p50',
        'direct p99',
        'added',
        'target met',
        'added, 1 user',
        'no think: p50',
        'p99',
        'direct p50',
        'added',
      ],
    ];
    for (const op of OPERATIONS) {
      const variables = op.variables(ids);
      const calls = callsOf.get(op.name)!;
      const viaGateway = async () => void (await gql(op, variables));
      const viaRest = () => direct(calls);
      // Reference: 20 users back to back (saturation).
      await load(viaGateway, WARM_UP_S);
      const g = await load(viaGateway, DURATION_S);
      await load(viaRest, WARM_UP_S);
      const d = await load(viaRest, DURATION_S);
      // The targets' model: 20 users with a think time between operations.
      const gt = await load(viaGateway, THINK_S, USERS, thinkTime);
      const dt = await load(viaRest, THINK_S, USERS, thinkTime);
      const alone =
        percentile(await load(viaGateway, ONE_USER_S, 1), 50) -
        percentile(await load(viaRest, ONE_USER_S, 1), 50);
      const saturated = {
        p50: percentile(g, 50),
        p99: percentile(g, 99),
        directP50: percentile(d, 50),
      };
      const thinking = {
        p50: percentile(gt, 50),
        p99: percentile(gt, 99),
        directP50: percentile(dt, 50),
        directP99: percentile(dt, 99),
      };
      const addedSaturated = saturated.p50 - saturated.directP50;
      const added = thinking.p50 - thinking.directP50;
      const restCalls = calls
        .map((wave) => wave.map((c) => `${c.method} ${c.path}`).join(' ‖ '))
        .join(' → ');
      const p99Met = thinking.p99 <= P99_TARGET_MS;
      const addedMet = added <= ADDED_TARGET_MS && alone <= ADDED_TARGET_MS;
      table.push([
        op.name,
        restCalls,
        thinking.p50.toFixed(1),
        thinking.p99.toFixed(1),
        thinking.directP50.toFixed(1),
        thinking.directP99.toFixed(1),
        added.toFixed(1),
        p99Met && addedMet ? 'yes' : `no${p99Met ? '' : ' (p99)'}${addedMet ? '' : ' (added)'}`,
        alone.toFixed(1),
        saturated.p50.toFixed(1),
        saturated.p99.toFixed(1),
        saturated.directP50.toFixed(1),
        addedSaturated.toFixed(1),
      ]);
      const think = `${USERS} users, think time ${THINK_MS.min / 1000}-${THINK_MS.max / 1000} s`;
      const noThink = `${USERS} users back to back (reference: saturation)`;
      rows.push(
        {
          name: `${op.name}: REST calls (${calls.length} in sequence, the rest in parallel)`,
          value: calls.flat().length,
          unit: 'calls',
        },
        { name: `${op.name}: p50, ${think}`, value: thinking.p50, unit: 'ms' },
        {
          name: `${op.name}: p99, ${think}`,
          value: thinking.p99,
          unit: 'ms',
          target: `<= ${P99_TARGET_MS}`,
          pass: p99Met,
        },
        {
          name: `${op.name}: same REST calls direct, p50, ${think}`,
          value: thinking.directP50,
          unit: 'ms',
        },
        {
          // Beside the gateway's p99: whether a slow tail is the gateway's or the api's and machine's.
          name: `${op.name}: same REST calls direct, p99, ${think}`,
          value: thinking.directP99,
          unit: 'ms',
        },
        {
          name: `${op.name}: gateway adds (p50 - direct p50), ${think}`,
          value: added,
          unit: 'ms',
          target: `<= ${ADDED_TARGET_MS}`,
          pass: added <= ADDED_TARGET_MS,
        },
        {
          name: `${op.name}: gateway adds, 1 user`,
          value: alone,
          unit: 'ms',
          target: `<= ${ADDED_TARGET_MS}`,
          pass: alone <= ADDED_TARGET_MS,
        },
        { name: `${op.name}: p50, ${noThink}`, value: saturated.p50, unit: 'ms' },
        { name: `${op.name}: p99, ${noThink}`, value: saturated.p99, unit: 'ms' },
        {
          name: `${op.name}: same REST calls direct, p50, ${noThink}`,
          value: saturated.directP50,
          unit: 'ms',
        },
        {
          name: `${op.name}: gateway adds, ${noThink}`,
          value: addedSaturated,
          unit: 'ms',
        },
      );
    }
    const loadAtEnd = loadavg()[0]!;
    rows.push(
      { name: 'load average (1 min) at start', value: loadAtStart, unit: '' },
      { name: 'load average (1 min) at end', value: loadAtEnd, unit: '' },
    );
    // The module's own table (stderr, shown by npm run bench above the summary).
    const widths = table[0]!.map((_, i) => Math.max(...table.map((r) => r[i]!.length)));
    const lines = table.map((r) => r.map((c, j) => c.padEnd(widths[j]!)).join('  '));
    lines.splice(1, 0, widths.map((w) => '-'.repeat(w)).join('  '));
    console.error(
      `staff operations: ${bookingsData.bookings.total} bookings, ${USERS} users; per operation and side ${THINK_S} s with a think time of ${THINK_MS.min}-${THINK_MS.max} ms (the targets' model), ${ONE_USER_S} s of 1 user, ${DURATION_S} s back to back (reference) (ms)\n${lines.join('\n')}`,
    );
    return rows;
  } finally {
    await apiPool.close();
    await gatewayPool.close();
    for (const child of children.reverse()) await stop(child);
  }
}
