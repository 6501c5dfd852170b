import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findSnackbar } from '../../test/formTesting';
import { gatewayUrl, renderApp, uniqueTitle } from '../../test/renderApp';
import { createStaff, staffToken } from '../../test/staffAccount';

/** Seasons' total with a bearer (a key's secret), or the error code. */
async function seasonsWith(secret: string): Promise<string> {
  const res = await fetch(`${gatewayUrl()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
    body: JSON.stringify({ query: '{ seasons { total } }' }),
  });
  const answer = (await res.json()) as {
    data?: { seasons: { total: number } } | null;
    errors?: { extensions?: { code?: string } }[];
  };
  return answer.data ? 'OK' : String(answer.errors?.[0]?.extensions?.code);
}

describe('連携キー (API keys)', () => {
  it('an admin creates a key, sees its secret once, copies it, and revokes it', async () => {
    const name = uniqueTitle('エクスポート');
    const { user } = renderApp('/api-keys');
    await user.click(
      await screen.findByRole('button', { name: '連携キーを作成' }, { timeout: 30_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: '連携キーを作成' });
    // The name is required.
    await user.click(within(dialog).getByRole('button', { name: '作成する' }));
    expect(await within(dialog).findByText('名前を入力してください')).toBeVisible();
    await user.type(within(dialog).getByLabelText(/^名前/, { selector: 'input' }), name);
    await user.selectOptions(within(dialog).getByLabelText(/^権限/), '読み書き');
    expect(within(dialog).getByLabelText(/^有効期限/, { selector: 'input' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: '作成する' }));

    const shown = await screen.findByRole(
      'dialog',
      { name: '連携キーを作成しました' },
      // The first create opens the gateway's store (seconds on a loaded machine).
      { timeout: 90_000 },
    );
    expect(within(shown).getByRole('alert')).toHaveTextContent(
      'この画面を閉じると二度と表示されません',
    );
    const secret = (within(shown).getByLabelText('シークレット') as HTMLInputElement).value;
    expect(secret).toMatch(/^dsk_[a-z0-9]{12}_/);
    await user.click(within(shown).getByRole('button', { name: 'コピー' }));
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe(secret);
    expect(await within(shown).findByRole('button', { name: 'コピーしました' })).toBeVisible();
    expect(await seasonsWith(secret)).toBe('OK');
    await user.click(within(shown).getByRole('button', { name: '閉じる' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // The list: the row, its scope in Japanese, its state; never the secret again.
    const table = await screen.findByRole('table', { name: '連携キー' });
    const row = (await within(table).findByRole('rowheader', { name: new RegExp(name) })).closest(
      'tr',
    )!;
    expect(row).toHaveTextContent('読み書き');
    expect(row).toHaveTextContent('有効');
    expect(row).toHaveTextContent('無期限');
    expect(document.body.textContent).not.toContain(secret);

    await user.click(within(row).getByRole('button', { name: `無効化: ${name}` }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent(`「${name}」を無効化します`);
    await user.click(within(alert).getByRole('button', { name: '無効化' }));
    await findSnackbar(`「${name}」を無効化しました`);
    await waitFor(() => expect(row).toHaveTextContent('無効化済み'));
    expect(await seasonsWith(secret)).toBe('UNAUTHENTICATED');
  }, 180_000);

  it('staff get the admin-only notice, and no menu link', { timeout: 60_000 }, async () => {
    const staff = await createStaff();
    renderApp('/api-keys', { token: await staffToken(staff.email) });
    expect(
      await screen.findByText('連携キーの管理は管理者だけが行えます。', {}, { timeout: 30_000 }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: '連携キーを作成' })).not.toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: /メニュー/ });
    expect(within(menu).queryByRole('link', { name: '連携キー' })).not.toBeInTheDocument();
  });
});
