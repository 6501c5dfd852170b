import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import { renderApp } from '../test/renderApp';
import { routes } from './router';
import { PREFERENCES_KEY } from '../theme/preferences';

/** The side menu's links with the 予約 group open (the ウィジェット group closed). */
const MENU_LINKS = [
  'ダッシュボード',
  '分析',
  'パッケージ',
  'シーズン',
  '空き状況',
  '休日',
  'ユーザー',
  '連携キー',
  'パッケージカテゴリー',
  '犬カテゴリー',
  'すべての予約',
  'キャンセル済みの予約',
  '予約日別の予約',
  '保留中の予約',
  '日別ボード',
  'ギャラリー',
  'ニューストピック',
  'ニュースカテゴリー',
  'サイト設定',
  'クーポン',
  '操作履歴',
];

/** Every route of docs/product.md §2, with ids filled in. */
const SPEC_PATHS = [
  '/login',
  '/register',
  '/forgot-password',
  '/check-mail',
  '/reset-password',
  '/code-verification',
  '/auth/login',
  '/auth/register',
  '/auth/forgot-password',
  '/auth/check-mail',
  '/auth/reset-password',
  '/auth/code-verification',
  '/maintenance/404',
  '/maintenance/500',
  '/maintenance/under-construction',
  '/maintenance/coming-soon',
  '/contact-us',
  '/dashboard/default',
  '/dashboard/analytics',
  '/offer/product-list',
  '/offer/add-new-product',
  '/offer/add-new-product/x1',
  '/season/season-list',
  '/season/add-season',
  '/season/add-season/x1',
  '/availability/availability-list',
  '/availability/add-new-availability',
  '/availability/add-new-availability/x1',
  '/holidays/holidays-list',
  '/holidays/add-holidays',
  '/holidays/add-holidays/x1',
  '/package-category/package-category-list',
  '/package-category/add-package-category',
  '/package-category/add-package-category/x1',
  '/roomcategory/room-list',
  '/roomcategory/add-room-category',
  '/roomcategory/add-room-category/x1',
  '/news-topics/news-topics-list',
  '/news-topics/add-news-topics',
  '/news-topics/add-news-topics/x1',
  '/categorytopics/categorytopics-list',
  '/categorytopics/add-categorytopics',
  '/categorytopics/add-categorytopics/x1',
  '/setting/setting',
  '/setting/add-setting',
  '/setting/add-setting/x1',
  '/profile/profile-list',
  '/profile/cancel-list',
  '/profile/bookingdatelist',
  '/profile/pendinglist',
  '/profile/add-new-profile',
  '/profile/add-new-profile/x1',
  '/user/product-list',
  '/user/add-new-product',
  '/user/add-new-product/x1',
  '/user/userdetails',
  '/user/userdetails/x1',
  '/gallery/product-list',
  '/gallery/add-new-product',
  '/gallery/add-new-product/x1',
  '/coupon/product-list',
  '/coupon/add-new-product',
  '/widget/statistics',
  '/widget/data',
  '/widget/chart',
  ...['basic', 'personal', 'my-account', 'password', 'role', 'settings', 'adduser'].map(
    (tab) => `/apps/profiles/account/${tab}`,
  ),
  ...['personal', 'payment', 'password', 'settings'].map((tab) => `/apps/profiles/user/${tab}`),
  '/apps/user-list',
  '/apps/user-card',
  '/refund/refundlist',
  '/refund/recentrefund',
  '/ticket/ticketinfo',
];

const sideMenu = () => screen.getByRole('navigation', { name: 'メインメニュー' });

afterEach(() => {
  document.documentElement.className = '';
  document.documentElement.removeAttribute('data-preset');
  vi.restoreAllMocks();
});

describe('side menu', () => {
  it('lists the docs/product.md §2 entries in order, each with an icon', async () => {
    const { user } = renderApp('/dashboard/default');
    await screen.findByRole('heading', { name: 'ダッシュボード', level: 1 });
    const group = within(sideMenu()).getByRole('button', { name: '予約' });
    expect(group).toHaveAttribute('aria-expanded', 'false');
    await user.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    const items = within(sideMenu())
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(items).toEqual(MENU_LINKS);
    for (const link of within(sideMenu()).getAllByRole('link')) {
      expect(link.querySelector('svg')).not.toBeNull();
    }
  });

  it('opens the item of the current path, also on a form under it', async () => {
    const { router } = renderApp('/season/add-season');
    await screen.findByRole('heading', { name: 'シーズンの追加' });
    expect(within(sideMenu()).getByRole('link', { name: 'シーズン' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await router.navigate('/profile/pendinglist');
    await screen.findByRole('heading', { name: '保留中の予約', level: 1 });
    expect(within(sideMenu()).getByRole('button', { name: '予約' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(sideMenu()).getByRole('link', { name: '保留中の予約' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(sideMenu()).getByRole('link', { name: 'シーズン' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('collapses to mini mode on desktop and remembers it', async () => {
    const { user } = renderApp('/season/season-list');
    await user.click(await screen.findByRole('button', { name: 'メニューを折りたたむ' }));
    expect(screen.getByRole('button', { name: 'メニューを展開する' })).toBeInTheDocument();
    const season = within(sideMenu()).getByRole('link', { name: 'シーズン' });
    expect(season).not.toHaveTextContent('シーズン');
    expect(JSON.parse(localStorage.getItem(PREFERENCES_KEY)!)).toMatchObject({ mini: true });
  });

  it('is a temporary drawer on small screens', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: false,
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    const { user } = renderApp('/dashboard/default');
    await screen.findByRole('heading', { name: 'ダッシュボード', level: 1 });
    expect(screen.queryByRole('navigation', { name: 'メインメニュー' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'メニューを開く' }));
    // The drawer's code loads on its first opening.
    const drawer = await screen.findByRole('navigation', { name: 'メインメニュー' });
    await user.click(within(drawer).getByRole('link', { name: 'シーズン' }));
    expect(await screen.findByRole('heading', { name: 'シーズン一覧' })).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'メインメニュー' })).toBeNull(),
    );
  });
});

describe('header', () => {
  it('switches to dark mode and a preset, remembered for the next visit', async () => {
    const { user, unmount } = renderApp('/dashboard/default');
    await user.click(await screen.findByRole('button', { name: 'ダークモードに切り替え' }));
    expect(document.documentElement).toHaveClass('bp6-dark');
    await user.click(screen.getByRole('button', { name: 'テーマ' }));
    const forest = await screen.findByRole('option', { name: 'フォレスト' });
    await user.click(within(forest).getByText('フォレスト'));
    expect(document.documentElement).toHaveAttribute('data-preset', 'forest');
    unmount();
    document.documentElement.className = '';
    renderApp('/dashboard/default');
    expect(await screen.findByRole('button', { name: 'ライトモードに切り替え' })).toBeVisible();
    expect(document.documentElement).toHaveClass('bp6-dark');
    expect(document.documentElement).toHaveAttribute('data-preset', 'forest');
  });

  it('offers 日本語 only', async () => {
    const { user } = renderApp('/dashboard/default');
    await user.click(await screen.findByRole('button', { name: '言語' }));
    // Only the language menu's options (the dashboard has selects of its own).
    const menu = await screen.findByRole('menu', { name: '言語' });
    const options = within(menu).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['日本語']);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
  });

  it('profile menu: the name, Edit Password and Logout', async () => {
    const { user, router } = renderApp('/dashboard/default');
    const button = await screen.findByRole('button', { name: /プロフィールメニュー: 管理者 太郎/ });
    await user.click(button);
    expect(await screen.findByText('管理者 太郎 さん')).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'パスワードの変更' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/apps/profiles/account/password'),
    );
    expect(await screen.findByLabelText(/^現在のパスワード/, { selector: 'input' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: /プロフィールメニュー/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'ログアウト' }));
    expect(await screen.findByRole('heading', { name: 'ログイン' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toBeNull();
  });

  it('footer links: About us, Privacy, Terms', async () => {
    renderApp('/dashboard/default');
    await screen.findByRole('heading', { name: 'ダッシュボード', level: 1 });
    const footer = screen.getByRole('navigation', { name: 'サイト情報' });
    expect(
      within(footer)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['会社概要', 'プライバシーポリシー', '利用規約']);
  });
});

describe('routes', () => {
  it.each([
    ['/refund/refundlist', '返金一覧'],
    ['/ticket/ticketinfo', 'チケット情報'],
  ])('%s (not built) is a placeholder inside the shell naming its area', async (path, area) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { name: area, level: 1 })).toBeVisible();
    expect(screen.getByText(`「${area}」の画面は準備中です`)).toBeInTheDocument();
    expect(sideMenu()).toBeInTheDocument();
  });

  it('every path of docs/product.md §2 has a screen (not the 404 page)', () => {
    for (const path of SPEC_PATHS) {
      const matched = matchRoutes(routes, path) ?? [];
      const leaf = matched[matched.length - 1]?.route;
      expect(leaf?.path, path).not.toBe('*');
      expect(leaf, path).toBeDefined();
    }
    expect(matchRoutes(routes, '/no/such/page')?.at(-1)?.route.path).toBe('*');
  });

  it.each([
    ['/no/such/page', 'ページが見つかりません'],
    ['/maintenance/404', 'ページが見つかりません'],
    ['/maintenance/500', 'サーバーエラー'],
    ['/maintenance/under-construction', 'メンテナンス中'],
    ['/maintenance/coming-soon', '近日公開'],
    ['/contact-us', 'お問い合わせ'],
  ])('%s has its page in the simple layout', async (path, title) => {
    renderApp(path, { token: null });
    expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'メインメニュー' })).toBeNull();
  });

  it('account tabs have their own paths', async () => {
    const { user, router } = renderApp('/apps/profiles/account');
    await user.click(await screen.findByRole('tab', { name: '権限' }));
    expect(router.state.location.pathname).toBe('/apps/profiles/account/role');
    await router.navigate('/apps/profiles/user/password');
    expect(await screen.findByRole('heading', { name: 'ユーザープロフィール' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'パスワード' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});

describe('session', () => {
  it('an expired session sends the user to sign-in once, with one message', async () => {
    const { router, auth } = renderApp('/season/season-list');
    await screen.findByRole('link', { name: '通常シーズン' });
    auth.token = 'expired-or-forged';
    await router.navigate('/roomcategory/room-list');
    expect(await screen.findByRole('heading', { name: 'ログイン' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toMatchObject({
      from: { pathname: '/roomcategory/room-list' },
    });
    await waitFor(() =>
      expect(
        screen.getAllByText('セッションの有効期限が切れました。もう一度ログインしてください。'),
      ).toHaveLength(1),
    );
  });
});
