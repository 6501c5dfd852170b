import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const WEB_SRC = path.resolve(import.meta.dirname, '../../web/src');

/** The routes of docs/product.md §2 (ids and tab names left out). */
const SPEC_ROUTES = [
  ...['login', 'register', 'forgot-password', 'check-mail', 'reset-password', 'code-verification'],
  ...['maintenance/404', 'maintenance/500', 'maintenance/under-construction'],
  ...['maintenance/coming-soon', 'contact-us', 'about-us', 'privacy', 'terms'],
  ...['dashboard/default', 'dashboard/analytics', 'offer/product-list', 'offer/add-new-product'],
  ...['season/season-list', 'season/add-season', 'availability/availability-list'],
  ...['availability/add-new-availability', 'holidays/holidays-list', 'holidays/add-holidays'],
  ...['package-category/package-category-list', 'package-category/add-package-category'],
  ...['roomcategory/room-list', 'roomcategory/add-room-category', 'news-topics/news-topics-list'],
  ...['news-topics/add-news-topics', 'categorytopics/categorytopics-list'],
  ...['categorytopics/add-categorytopics', 'setting/setting', 'setting/add-setting'],
  ...['profile/profile-list', 'profile/cancel-list', 'profile/bookingdatelist'],
  ...['profile/pendinglist', 'profile/add-new-profile', 'user/product-list'],
  ...['user/add-new-product', 'user/userdetails', 'gallery/product-list'],
  ...['gallery/add-new-product', 'coupon/product-list', 'coupon/add-new-product'],
  ...['widget/statistics', 'widget/data', 'widget/chart', 'apps/profiles/account'],
  ...['apps/profiles/user', 'apps/user-list', 'apps/user-card', 'refund/refundlist'],
  ...['refund/recentrefund', 'ticket/ticketinfo'],
].map((route) => `/${route}`);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__generated__' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The text of every string and template literal part in a file (comments are not code). */
function literals(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteralLike(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      found.push(node.text);
    }
    node.forEachChild(visit);
  };
  visit(source);
  return found;
}

const isRoute = (text: string, route: string) =>
  text === route || text.startsWith(`${route}/`) || text.startsWith(`${route}?`);

describe('route strings', () => {
  it('each route of docs/product.md §2 is written in one web source file (tests aside)', () => {
    const files = sourceFiles(WEB_SRC).map((file) => ({ file, texts: literals(file) }));
    const writtenIn = Object.fromEntries(
      SPEC_ROUTES.map((route) => [
        route,
        files
          .filter(({ texts }) => texts.some((text) => isRoute(text, route)))
          .map(({ file }) => path.relative(WEB_SRC, file)),
      ]),
    );
    const twice = Object.entries(writtenIn).filter(([, where]) => where.length > 1);
    expect(twice).toEqual([]);
    // The check sees the routes at all: each is written somewhere (auth screens as names).
    expect(writtenIn['/offer/add-new-product']).toEqual(['features/packages/paths.ts']);
    expect(writtenIn['/dashboard/default']).toEqual(['features/dashboard/paths.ts']);
  });
});
