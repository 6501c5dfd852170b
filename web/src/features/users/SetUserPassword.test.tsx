import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findSnackbar } from '../../test/formTesting';
import { gatewayUrl, renderApp } from '../../test/renderApp';
import { createStaff, staffToken } from '../../test/staffAccount';

/** The viewer query with a bearer token: the user's email, or the error code. */
async function viewerWith(token: string): Promise<string> {
  const res = await fetch(`${gatewayUrl()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: '{ viewer { email } }' }),
  });
  const answer = (await res.json()) as {
    data?: { viewer: { email: string } | null } | null;
    errors?: { extensions?: { code?: string } }[];
  };
  return answer.data?.viewer?.email ?? String(answer.errors?.[0]?.extensions?.code);
}

describe("an admin sets another user's password from the user's page", () => {
  it('checks the two fields, sets it, and the old sign-in ends', async () => {
    const staff = await createStaff();
    const oldToken = await staffToken(staff.email);
    expect(await viewerWith(oldToken)).toBe(staff.email);

    const { user } = renderApp(`/user/userdetails/${staff.id}`);
    await user.click(await screen.findByRole('button', { name: 'パスワードを設定' }));
    const dialog = await screen.findByRole('dialog', {
      name: `${staff.fullName} さんのパスワードを設定`,
    });
    const field = (name: RegExp) => within(dialog).getByLabelText(name, { selector: 'input' });
    await user.type(field(/^新しいパスワード(?!（)/), 'short');
    await user.type(field(/^新しいパスワード（確認）/), 'other');
    await user.click(within(dialog).getByRole('button', { name: 'パスワードを設定' }));
    expect(
      await within(dialog).findByText('新しいパスワードは8文字以上で入力してください'),
    ).toBeVisible();

    await user.clear(field(/^新しいパスワード(?!（)/));
    await user.type(field(/^新しいパスワード(?!（)/), 'reset-pass-5678');
    await user.clear(field(/^新しいパスワード（確認）/));
    await user.type(field(/^新しいパスワード（確認）/), 'reset-pass-5678');
    await user.click(within(dialog).getByRole('button', { name: 'パスワードを設定' }));
    await findSnackbar(
      `${staff.fullName} さんのパスワードを設定しました。すべての端末でログアウトされました`,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(await viewerWith(oldToken)).toBe('UNAUTHENTICATED');
    expect(await viewerWith(await staffToken(staff.email, 'reset-pass-5678'))).toBe(staff.email);
  });

  it('is not offered on the signed-in admin’s own page (that is the password change)', async () => {
    renderApp('/user/userdetails');
    expect(await screen.findByRole('link', { name: '編集' })).toBeVisible();
    expect(screen.getByRole('button', { name: '削除' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'パスワードを設定' })).not.toBeInTheDocument();
  });
});
