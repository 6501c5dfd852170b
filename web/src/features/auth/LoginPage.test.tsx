import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gql, renderApp, uniqueTitle } from '../../test/renderApp';

// The api of the global setup: admin@dogstay.example / admin-pass-1234, username "admin".
const ADMIN = { username: 'admin', password: 'admin-pass-1234' };

describe('sign-in', () => {
  it('asks for the username and the password under their fields', async () => {
    const { user } = renderApp('/login', { token: null });
    await user.click(await screen.findByRole('button', { name: 'ログイン' }));
    const username = screen.getByRole('textbox', { name: 'ユーザー名' });
    expect(await screen.findByText('ユーザー名を入力してください')).toBeInTheDocument();
    expect(screen.getByText('パスワードを入力してください')).toBeInTheDocument();
    expect(username).toHaveAccessibleDescription('ユーザー名を入力してください');
    expect(username).toHaveAttribute('aria-invalid', 'true');
    // Focus goes to the first error in the order of docs/product.md §5.
    await waitFor(() => expect(username).toHaveFocus());
  });

  it('says in Japanese that a wrong password was refused, the server text under 詳細', async () => {
    const { user } = renderApp('/login', { token: null });
    await user.type(await screen.findByRole('textbox', { name: 'ユーザー名' }), ADMIN.username);
    await user.type(
      screen.getByLabelText(/^パスワード/, { selector: 'input' }),
      'not-the-password',
    );
    await user.click(screen.getByRole('button', { name: 'ログイン' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('ユーザー名またはパスワードが正しくありません。');
    expect(alert).not.toHaveTextContent(/invalid/i);
    await user.click(within(alert).getByRole('button', { name: '詳細' }));
    expect(await within(alert).findByText(/Invalid email or password/)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'ログイン' })).toBeInTheDocument();
  });

  it('tells an inactive account in Japanese that an administrator must activate it', async () => {
    const name = uniqueTitle('inactive').toLowerCase();
    const created = await gql(
      `mutation ($input: RoleUserInput!) { createRoleUser(input: $input) { message } }`,
      {
        input: {
          email: `${name}@dogstay.example`,
          fullName: '無効 太郎',
          username: name,
          phoneNumber: '090-0000-0000',
          password: 'inactive-pass-1',
          confirmPassword: 'inactive-pass-1',
        },
      },
    );
    expect(created.errors).toBeUndefined();
    const { user } = renderApp('/login', { token: null });
    await user.type(await screen.findByRole('textbox', { name: 'ユーザー名' }), name);
    await user.type(screen.getByLabelText(/^パスワード/, { selector: 'input' }), 'inactive-pass-1');
    await user.click(screen.getByRole('button', { name: 'ログイン' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'このアカウントは無効です。管理者に有効化を依頼してください。',
    );
  });

  it('signs in and lands on the default page', async () => {
    const { user, router } = renderApp('/login', { token: null });
    await user.type(await screen.findByRole('textbox', { name: 'ユーザー名' }), ADMIN.username);
    await user.type(screen.getByLabelText(/^パスワード/, { selector: 'input' }), ADMIN.password);
    await user.click(screen.getByRole('button', { name: 'ログイン' }));
    expect(await screen.findByRole('heading', { name: 'ダッシュボード', level: 1 })).toBeVisible();
    expect(router.state.location.pathname).toBe('/dashboard/default');
  });

  it('sends a guest to sign-in and back to the page first asked for (session cookie)', async () => {
    const { user, router, auth } = renderApp('/season/season-list?page=1&q=冬季', { token: null });
    await screen.findByRole('heading', { name: 'ログイン' });
    expect(router.state.location.pathname).toBe('/login');
    await user.type(screen.getByRole('textbox', { name: 'ユーザー名' }), ADMIN.username);
    await user.type(screen.getByLabelText(/^パスワード/, { selector: 'input' }), ADMIN.password);
    await user.click(screen.getByRole('button', { name: 'ログイン' }));
    // Back where the guest started, signed in by the httpOnly cookie alone.
    expect(await screen.findByRole('link', { name: '冬季シーズン' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/season/season-list');
    expect(decodeURIComponent(router.state.location.search)).toBe('?page=1&q=冬季');
    expect(auth.token).toBeNull();
    expect(auth.cookies.size).toBeGreaterThan(0);
  });

  it.each(['/login', '/register', '/auth/login', '/auth/forgot-password', '/code-verification'])(
    'redirects a signed-in user from %s to the default page',
    async (path) => {
      const { router } = renderApp(path);
      expect(
        await screen.findByRole('heading', { name: 'ダッシュボード', level: 1 }),
      ).toBeVisible();
      expect(router.state.location.pathname).toBe('/dashboard/default');
    },
  );
});
