// CSRF: what a hostile page can make a signed-in browser send (simple requests: GET, form posts,
// text/plain) must not run a mutation. The session travels as the browser's cookie would.
import { gql, upstreamCallsOf } from '../support/graphql';
import { row, type Row } from '../support/report';
import type { VerifyStack } from '../support/stack';

export async function csrfCheck(stack: VerifyStack): Promise<Row[]> {
  const title = `verify-csrf-${Date.now()}`;
  const mutation = `mutation { createPackageCategory(input: { title: "${title}" }) { packageCategory { id } } }`;
  const cookie = `dogstay_session=${stack.token}`;
  const json = JSON.stringify({ query: mutation });
  const attempts: [string, RequestInit & { url?: string }][] = [
    ['GET ?query=mutation', { method: 'GET', url: `?query=${encodeURIComponent(mutation)}` }],
    [
      'GET with preflight header',
      {
        method: 'GET',
        url: `?query=${encodeURIComponent(mutation)}`,
        headers: { 'apollo-require-preflight': 'true' },
      },
    ],
    [
      'POST form-encoded',
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `query=${encodeURIComponent(mutation)}`,
      },
    ],
    ['POST text/plain', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: json }],
    [
      'POST multipart/form-data',
      {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        body: `--x\r\nContent-Disposition: form-data; name="query"\r\n\r\n${mutation}\r\n--x--\r\n`,
      },
    ],
  ];
  const out: Row[] = [];
  for (const [name, init] of attempts) {
    const res = await fetch(`${stack.url}/graphql${init.url ?? ''}`, {
      ...init,
      headers: { cookie, ...(init.headers as Record<string, string> | undefined) },
    });
    const text = await res.text();
    const calls = upstreamCallsOf(res) ?? 0;
    const refused = res.status >= 400 && res.status < 500 && !text.includes('"packageCategory"');
    out.push(
      row(
        'abuse: CSRF',
        `${name}: status / REST calls`,
        `${res.status} / ${calls}`,
        '4xx / 0',
        refused && calls === 0,
      ),
    );
  }
  const created = await gql<{ packageCategories: { total: number } }>(
    stack.url,
    'query Q($s: String) { packageCategories(query: { search: $s }) { total } }',
    { s: title },
    stack.token,
  );
  const total = created.data?.packageCategories.total ?? -1;
  out.push(row('abuse: CSRF', 'rows the refused mutations created', total, '0', total === 0));
  return out;
}
