import type { ServerResponse } from 'node:http';
import { execFile } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTestSupport, type TestApi } from '../../gateway/src/test-support/stack';
import {
  sendJson,
  stubUpstream,
  type StubRequest,
  type StubUpstream,
} from '../../gateway/src/test-support/stub-upstream';
import { formatReport, losesData, runProbe } from './probe';

const ROOT = new URL('../../', import.meta.url).pathname;

/**
 * `npm run contract:probe -- …` as an operator runs it, asynchronously: the upstream of these
 * tests answers from this process, so it must keep running meanwhile.
 */
function runCli(args: string[]): Promise<{ status: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      'node',
      ['scripts/contract-probe.mjs', ...args],
      // The probe judges shapes, not speed: its gateway waits up to 30 s for a REST answer, not
      // 10 s. A clean clone's CI on a slow day (2026-11-28, the suite at 2.5 times a fast day's)
      // had one package list's price call time out while the other worker ran Chromium, and the
      // probe then reported the page as losing data.
      { cwd: ROOT, env: { ...process.env, REST_TIMEOUT_MS: '30000' } },
      (error, stdout, stderr) =>
        resolve({ status: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

// Each test runs the probe over every endpoint, some as a CLI process of its own: up to 30 s of the
// project's 60 in a full run on a slow day (2026-11-28), so they have two minutes.
const PROBE_TIMEOUT = 120_000;

describe('contract probe against the reference api', { timeout: PROBE_TIMEOUT }, () => {
  let api: TestApi;
  let admin: { email: string; password: string };
  beforeAll(async () => {
    const support = await apiTestSupport();
    api = await support.startTestApi();
    admin = support.TEST_ADMIN;
  });
  afterAll(async () => api?.close());

  it('reads every endpoint clean, with a token: verdict OK, exit 0', async () => {
    const reports = await runProbe({ rest: api.url, token: api.token, pageSize: 20 });
    const text = formatReport(reports);
    expect(
      reports.filter((r) => r.verdict !== 'OK' && r.verdict !== 'EMPTY'),
      text,
    ).toEqual([]);
    expect(losesData(reports)).toBe(false);
    // Every read endpoint of docs/product.md §7 is there, with the gets of ids found on the lists.
    const fields = new Set(reports.map((r) => r.field));
    for (const f of [
      'seasons',
      'season',
      'packages',
      'package',
      'coupons',
      'siteSettings',
      'walletBalance',
      'bookings',
      'booking',
      'newsTopics',
      'newsTopic',
      'users',
      'user',
    ]) {
      expect(fields, f).toContain(f);
    }
    expect(reports.find((r) => r.field === 'seasons')).toMatchObject({ verdict: 'OK' });
    expect(reports.find((r) => r.field === 'seasons')!.records).toBeGreaterThan(0);
    expect(text).toContain('Verdict: every screen reads its data');
  });

  it('runs as `npm run contract:probe` with email and password: exit 0', async () => {
    const run = await runCli([
      '--rest',
      api.url,
      '--email',
      admin.email,
      '--password',
      admin.password,
      '--page-size',
      '5',
    ]);
    expect(run.stderr).not.toContain('contract probe:');
    expect(run.stdout).toContain('GET /season/list');
    // The probe's report says which endpoint it judged, so a failure shows it.
    expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
  });
});

/** A REST server with broken shapes: a season without a title, a date that is no date. */
function brokenUpstream(req: StubRequest, res: ServerResponse): void {
  const path = req.url.replace(/\?.*$/, '').replace(/^\/api\/v1/, '');
  const season = (id: string, extra: Record<string, unknown> = {}) => ({
    _id: id,
    title: `Season ${id}`,
    isActive: 1,
    startDate: '2026-04-01',
    endDate: '2026-09-30',
    timeSlot: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...extra,
  });
  if (path === '/season/list') {
    sendJson(res, 200, {
      status: true,
      statusCode: 200,
      message: 'ok',
      results: [season('s1'), season('s2', { title: undefined, startDate: 'someday' })],
      meta: { total: 2, pageNo: 1, pageSize: 20 },
    });
    return;
  }
  if (path.startsWith('/season/get/')) {
    sendJson(res, 200, {
      status: true,
      statusCode: 200,
      message: 'ok',
      data: season('s1', { endDate: 12 }),
    });
    return;
  }
  // Every other route: an HTML page, as an Express server without that route answers.
  res.writeHead(404, { 'content-type': 'text/html' }).end(`Cannot GET ${path}`);
}

describe('contract probe against a stub with broken shapes', { timeout: PROBE_TIMEOUT }, () => {
  let stub: StubUpstream;
  beforeAll(async () => {
    stub = await stubUpstream(brokenUpstream);
  });
  afterAll(async () => stub?.close());

  it('reports the findings per endpoint and exits non-zero', async () => {
    const reports = await runProbe({ rest: stub.url, token: 'stub-token', pageSize: 20 });
    const seasons = reports.find((r) => r.field === 'seasons')!;
    expect(seasons.envelope).toBe('200 results+meta status=true statusCode=200');
    expect(['FAILED', 'LOSES DATA']).toContain(seasons.verdict);
    expect(reports.find((r) => r.field === 'packages')!.verdict).toBe('FAILED');
    expect(losesData(reports)).toBe(true);
    const text = formatReport(reports);
    expect(text).toContain('Fields missing or odd:');
    expect(text).toMatch(/Verdict: \d+ of \d+ endpoints would lose data on screen\./);
    // Only reads went upstream.
    expect(stub.requests.every((r) => r.method === 'GET')).toBe(true);

    const run = await runCli(['--rest', stub.url, '--token', 'stub-token']);
    expect(run.stdout).toContain('GET /season/list');
    expect(run.status).toBe(1);
  });
});
