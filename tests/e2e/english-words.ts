// Japanese where staff look (issue 19, item 3): the English words a screen's visible text may not
// hold. Read by japanese-text.test.ts and by the accessibility pass, which checks every signed-in
// screen's text on its visit.
import type { Page } from 'playwright-core';
import { gqlAsPage } from './web-helpers';

/**
 * Latin words that may show: file formats and units of the upload hints, the date and time
 * placeholders, payment providers and Google (proper names), and abbreviations Japanese staff use
 * as they are (ID, URL, CSV, BBQ, OK, SNS). Nothing else.
 */
const ALLOWED = new Set([
  'JPEG',
  'PNG',
  'WebP',
  'GIF',
  'MB',
  'CSV',
  'ID',
  'URL',
  'BBQ',
  'Markdown',
  'YYYY',
  'MM',
  'DD',
  'HH',
  'mm',
  'Stripe',
  'Amazon',
  'Pay',
  'Google',
  // In the demo data's Japanese titles, as Japanese writes them: 小型犬OK, SNS投稿キャンペーン.
  'OK',
  'SNS',
]);

/**
 * The English words left in `text` once the allowed kinds are taken out: emails, URLs, booking ids
 * (BK-YYYYMMDD-NNNN), codes (any token with a digit: ids, request ids, plates) and the proper names
 * of the data (`names`: romanised names and usernames of the seeded people).
 */
export function englishWords(text: string, names: ReadonlySet<string>): string[] {
  const stripped = text
    .replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/\bBK-\d{8}-\d{4}\b/g, ' ')
    .replace(/[A-Za-z0-9_-]*\d[A-Za-z0-9_.-]*/g, ' ');
  return [...stripped.matchAll(/[A-Za-z]+(?:['’][A-Za-z]+)?/g)]
    .map((m) => m[0])
    .filter((w) => !ALLOWED.has(w) && !names.has(w.toLowerCase()));
}

/** Romanised names and usernames of every user (the people of the demo data). */
export async function properNames(target: Page, baseUrl: string): Promise<Set<string>> {
  const names = new Set<string>();
  for (let p = 1; p < 50; p += 1) {
    const data = await gqlAsPage<{
      users: {
        total: number;
        items: {
          englishFirstName: string;
          englishLastName: string;
          username: string | null;
        }[];
      };
    }>(
      target,
      baseUrl,
      `query ($q: UserListQuery) { users(query: $q) { total items { englishFirstName englishLastName username } } }`,
      { q: { page: p, pageSize: 100 } },
    );
    for (const u of data.users.items) {
      for (const part of [u.englishFirstName, u.englishLastName, u.username ?? ''])
        for (const w of part.toLowerCase().split(/[^a-z]+/)) if (w) names.add(w);
    }
    if (p * 100 >= data.users.total) break;
  }
  return names;
}
