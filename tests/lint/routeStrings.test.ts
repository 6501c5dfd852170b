import path from 'node:path';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { literalsOf, webSourceFiles, WEB_SRC } from './webSources';

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

const isRoute = (text: string, route: string) =>
  text === route || text.startsWith(`${route}/`) || text.startsWith(`${route}?`);

describe('route strings', () => {
  it('each route of docs/product.md §2 is written in one web source file (tests aside)', () => {
    const files = webSourceFiles().map((file) => ({
      file,
      texts: literalsOf(file, readFileSync(file, 'utf8')),
    }));
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
