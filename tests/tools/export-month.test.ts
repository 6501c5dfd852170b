// docs/tools.md's example, run as a tool would run it: against the real gateway and reference api,
// with a bearer token from login(issueToken: true). It exports a month of bookings (paging by
// visit day, then id) and changes one field of a package with a patch update.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTestSupport, startStack, type Stack } from '../../gateway/src/test-support/stack';

const EXAMPLE = join(import.meta.dirname, '../../docs/examples/export-month.mjs');

let stack: Stack;
let token: string;
beforeAll(async () => {
  stack = await startStack();
  const { TEST_ADMIN } = await apiTestSupport();
  const login = await stack.gql<{ login: { accessToken: string | null } }>(
    `mutation Login($email: String!, $password: String!) {
      login(email: $email, password: $password, issueToken: true) { accessToken }
    }`,
    { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
    { token: null },
  );
  token = login.data?.login.accessToken ?? '';
  expect(token).not.toBe('');
});
afterAll(async () => {
  await stack?.close();
});

function example(args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [EXAMPLE, ...args], {
      env: { ...process.env, DOGSTAY_URL: stack.gateway.url, DOGSTAY_KEY: token },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

describe('docs/examples/export-month.mjs', () => {
  it('exports every booking of the month once, in visit-day order, and patches one field', async () => {
    const month = stack.seedDay.toISOString().slice(0, 7);
    const [y, m] = month.split('-').map(Number) as [number, number];
    const endDate = `${month}-${new Date(Date.UTC(y, m, 0)).getUTCDate()}`;
    const [{ id: packageId }] = (
      await stack.gql<{ packages: { items: { id: string }[] } }>('{ packages { items { id } } }')
    ).data!.packages.items as [{ id: string }];
    const run = await example([month, '--help-text', packageId, 'Exported by a tool']);
    expect(run.err).not.toMatch(/Error/);
    expect(run.code).toBe(0);

    const [header, ...rows] = run.out.trim().split('\n');
    expect(header).toMatch(/^id,bookingNumber,date,/);
    const total = await stack.gql<{ bookings: { total: number } }>(
      'query T($range: DateRangeInput) { bookings(range: $range) { total } }',
      { range: { startDate: `${month}-01`, endDate } },
    );
    expect(total.errors).toEqual([]);
    expect(rows.length).toBe(total.data?.bookings.total);
    expect(rows.length).toBeGreaterThan(0);
    const ids = rows.map((r) => r.split(',')[0]);
    expect(new Set(ids).size).toBe(ids.length);
    const days = rows.map((r) => r.split(',')[2] ?? '');
    expect([...days].sort()).toEqual(days);

    const after = await stack.gql<{ package: { helpText: string } }>(
      'query P($id: ID!) { package(id: $id) { helpText } }',
      { id: packageId },
    );
    expect(after.data?.package.helpText).toBe('Exported by a tool');
  });

  it('stops with the error code and request id on a refused key', async () => {
    const child = await new Promise<{ code: number | null; err: string }>((resolve) => {
      const run = spawn(process.execPath, [EXAMPLE, '2026-01'], {
        env: { ...process.env, DOGSTAY_URL: stack.gateway.url, DOGSTAY_KEY: 'not-a-key' },
      });
      let err = '';
      run.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
      run.on('close', (code) => resolve({ code, err }));
    });
    expect(child.code).not.toBe(0);
    expect(child.err).toMatch(/UNAUTHENTICATED: .*\(request [\w-]+\)/);
  });
});
