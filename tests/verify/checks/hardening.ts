// Issue 16's probe, repeated against the production-mode stack: one row per finding of
// findings 4, 5, 6, 7 and 10 (a–f), each sent the way the probe sent it.
import { createHmac } from 'node:crypto';
import { lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { codesOf, gql, upstreamCallsOf } from '../support/graphql';
import { row, type Row } from '../support/report';
import { VERIFY_ADMIN, type VerifyStack } from '../support/stack';

const CHECK = 'hardening (issue 16)';

/** Folders and files under root with any group or other permission bit. */
function openModes(root: string): { dirs: number; files: number } {
  const open = { dirs: 0, files: 0 };
  const walk = (path: string) => {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) return;
    if (stat.mode & 0o077) open[stat.isDirectory() ? 'dirs' : 'files']++;
    if (stat.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
  };
  walk(root);
  return open;
}

async function apiToken(stack: VerifyStack): Promise<string> {
  const res = await fetch(`${stack.apiUrl}/api/v1/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(VERIFY_ADMIN),
  });
  const body = (await res.json()) as { data: { accessToken: string } };
  return body.data.accessToken;
}

function chunkedPng(size: number): ReadableStream<Uint8Array> {
  const png = Buffer.from('89504e470d0a1a0a', 'hex');
  const bytes = Buffer.concat([png, Buffer.alloc(size - png.length, 7)]);
  let offset = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(offset, offset + 64 * 1024));
      offset += 64 * 1024;
    },
  });
}

const UPLOAD_URL = `mutation U($fileName: String!) {
  createUploadUrl(kind: GALLERY, fileName: $fileName) { uploadUrl fileName }
}`;

export async function hardeningCheck(stack: VerifyStack): Promise<Row[]> {
  const rows: Row[] = [];
  const token = await apiToken(stack);
  const dataDirMode = lstatSync(stack.dataDir).mode & 0o777;
  const open = openModes(stack.dataDir);
  rows.push(
    row(
      CHECK,
      '4 data dir modes: DATA_DIR, folders / files open to others',
      `${dataDirMode.toString(8)}, ${open.dirs} / ${open.files}`,
      '700, 0 / 0',
      dataDirMode === 0o700 && open.dirs === 0 && open.files === 0,
    ),
  );

  const page = await fetch(`${stack.url}/`, { headers: { accept: 'text/html' } });
  const csp = page.headers.get('content-security-policy') ?? '';
  const missing = [
    !csp.includes("default-src 'self'") && 'default-src',
    !csp.includes("img-src 'self' data: blob:") && 'img-src',
    !csp.includes("frame-ancestors 'none'") && 'frame-ancestors',
    page.headers.get('x-content-type-options') !== 'nosniff' && 'nosniff',
    page.headers.get('referrer-policy') !== 'same-origin' && 'referrer-policy',
    !page.headers.get('strict-transport-security') && 'hsts',
  ].filter(Boolean);
  rows.push(
    row(
      CHECK,
      '5 security headers on / missing',
      missing.join(' ') || 'none',
      'none',
      missing.length === 0,
    ),
  );

  const picture = await gql<{ galleryImages: { items: { url: string }[] } }>(
    stack.url,
    '{ galleryImages(query: { pageSize: 1 }) { items { url } } }',
    {},
    stack.token,
  );
  const fileUrl = picture.data?.galleryImages.items[0]?.url;
  const file = fileUrl
    ? await fetch(new URL(new URL(fileUrl, stack.url).pathname, stack.url))
    : null;
  const fileHeaders = file
    ? `${file.headers.get('x-content-type-options')}; ${file.headers.get('content-security-policy')}`
    : 'no file';
  rows.push(
    row(
      CHECK,
      '5 proxied file: nosniff; CSP',
      fileHeaders,
      'nosniff; …sandbox',
      /^nosniff; .*sandbox/.test(fileHeaders),
    ),
  );

  const names = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'];
  const lists = ['/season/list', '/admin/package/list', '/coupon/allCoupon', '/booking/list'];
  let not400 = 0;
  for (const list of lists)
    for (const name of names) {
      const res = await fetch(`${stack.apiUrl}/api/v1${list}?sortColumn=${name}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (res.status !== 400) not400++;
    }
  let gateway5xx = 0;
  for (const name of names) {
    const answer = await gql(
      stack.url,
      `{ seasons(query: { sortBy: "${name}" }) { total } }`,
      {},
      stack.token,
    );
    if (answer.status >= 500 || codesOf(answer).includes('INTERNAL_SERVER_ERROR')) gateway5xx++;
  }
  rows.push(
    row(
      CHECK,
      `6 sort column __proto__ & co: api answers not 400 (of ${lists.length * names.length}), gateway 5xx`,
      `${not400}, ${gateway5xx}`,
      '0, 0',
      not400 === 0 && gateway5xx === 0,
    ),
  );

  const probes = [
    '{ seasons(query: { sortDirection: ASCC }) { total } }',
    '{ seasonz { total } }',
    '{ seasons(query: { pageSiz: 1 }) { total } }',
  ];
  let suggested = 0;
  for (const query of probes)
    for (const bearer of [stack.token, undefined]) {
      const answer = await gql(stack.url, query, {}, bearer);
      if (/did you mean/i.test(answer.text)) suggested++;
    }
  const coerced = await gql(
    stack.url,
    'query Q($q: SeasonListQuery) { seasons(query: $q) { total } }',
    { q: { sortDirection: 'ASCC' } },
    stack.token,
  );
  if (/did you mean/i.test(coerced.text)) suggested++;
  rows.push(
    row(
      CHECK,
      '7 no suggestions in production (7 probes, with and without a token)',
      suggested,
      '0',
      suggested === 0,
    ),
  );

  const aliases = `{ ${Array.from({ length: 15 }, (_, i) => `b${i}: bookings(query: { pageSize: 10000 }) { items { id } }`).join(' ')} }`;
  const costly = await gql(stack.url, aliases, {}, stack.token);
  rows.push(
    row(
      CHECK,
      '10a cost counts pageSize: 15 aliases x 10 000 bookings',
      `${codesOf(costly).join(',')} ${upstreamCallsOf(costly) ?? 0} REST calls`,
      'BAD_USER_INPUT 0 REST calls',
      codesOf(costly)[0] === 'BAD_USER_INPUT' && !upstreamCallsOf(costly),
    ),
  );

  const longSearch = await gql(
    stack.url,
    'query Q($q: BookingListQuery) { bookings(query: $q) { total } }',
    { q: { search: 'x'.repeat(1_000_000) } },
    stack.token,
  );
  const field = (
    longSearch.errors[0]?.extensions?.fieldErrors as { field: string }[] | undefined
  )?.[0]?.field;
  const apiSearch = await fetch(`${stack.apiUrl}/api/v1/season/list?search=${'x'.repeat(201)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  rows.push(
    row(
      CHECK,
      '10b 1 MB search: gateway code/field/REST calls; api on 201 chars',
      `${codesOf(longSearch)[0]}/${field}/${upstreamCallsOf(longSearch) ?? 0}; ${apiSearch.status}`,
      'BAD_USER_INPUT/search/0; 400',
      codesOf(longSearch)[0] === 'BAD_USER_INPUT' &&
        field === 'search' &&
        !upstreamCallsOf(longSearch) &&
        apiSearch.status === 400,
    ),
  );

  const signed = await gql<{ createUploadUrl: { uploadUrl: string } }>(
    stack.url,
    UPLOAD_URL,
    { fileName: `verify-big-${Date.now()}.png` },
    stack.token,
  );
  let uploadStatus = 0;
  if (signed.data) {
    const res = await fetch(new URL(signed.data.createUploadUrl.uploadUrl, stack.url), {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: chunkedPng(6 * 1024 * 1024),
      duplex: 'half',
    } as RequestInit);
    uploadStatus = res.status;
  }
  rows.push(
    row(
      CHECK,
      '10c chunked 6 MB upload through the gateway',
      uploadStatus,
      '413',
      uploadStatus === 413,
    ),
  );

  const forever = await new SignJWT({ role: 'admin' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub))
    .setIssuedAt()
    .sign(new TextEncoder().encode(stack.tokenSecret));
  const noExp = await fetch(`${stack.apiUrl}/api/v1/season/list`, {
    headers: { authorization: `Bearer ${forever}` },
  });
  rows.push(
    row(
      CHECK,
      '10d signed token without exp at the api',
      noExp.status,
      '401',
      noExp.status === 401,
    ),
  );

  const name = `gallery/verify-decade-${Date.now()}.png`;
  const expires = Math.floor(Date.now() / 1000) + 10 * 365 * 86_400;
  const signature = createHmac('sha256', stack.tokenSecret)
    .update(`upload\n${name}\n${expires}`)
    .digest('hex');
  const decade = await fetch(
    `${stack.url}/api/v1/storage/upload/${name}?expires=${expires}&signature=${signature}`,
    {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: Buffer.from('89504e470d0a1a0a', 'hex'),
    },
  );
  rows.push(
    row(CHECK, '10e upload URL signed for ten years', decade.status, '403', decade.status === 403),
  );

  const blind = await gql(
    stack.url,
    'mutation { updateSeason(id: "any", input: { title: "x", startDate: "2031-01-01", endDate: "2031-01-02" }) { season { id } } }',
    {},
    stack.token,
  );
  rows.push(
    row(
      CHECK,
      '10f update without expectedUpdatedAt',
      `${codesOf(blind).join(',')} ${upstreamCallsOf(blind) ?? 0} REST calls`,
      'BAD_USER_INPUT 0 REST calls',
      codesOf(blind)[0] === 'BAD_USER_INPUT' && !upstreamCallsOf(blind),
    ),
  );
  return rows;
}
