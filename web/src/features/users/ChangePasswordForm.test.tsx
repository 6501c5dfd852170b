import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';

const password = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

describe('change password (/apps/profiles/account/password)', () => {
  it('checks the fields before calling the server', async () => {
    const { user } = renderApp('/apps/profiles/account/password');
    await user.click(await screen.findByRole('button', { name: 'パスワードを変更' }));
    expect(password(/^現在のパスワード/)).toHaveAccessibleDescription(
      '現在のパスワードを入力してください',
    );
    await waitFor(() => expect(password(/^現在のパスワード/)).toHaveFocus());
    await user.type(password(/^新しいパスワード\s*必須/), 'short');
    await user.type(password(/（確認）/), 'different');
    await user.click(screen.getByRole('button', { name: 'パスワードを変更' }));
    expect(password(/^新しいパスワード\s*必須/)).toHaveAccessibleDescription(
      '新しいパスワードは8文字以上で入力してください',
    );
    expect(password(/（確認）/)).toHaveAccessibleDescription('確認用のパスワードが一致しません');
  });

  it('a wrong current password is said in Japanese under that field', async () => {
    const { user } = renderApp('/apps/profiles/account/password');
    await user.type(
      await screen.findByLabelText(/^現在のパスワード/, { selector: 'input' }),
      'wrong-password',
    );
    await user.type(password(/^新しいパスワード\s*必須/), 'a-new-password-1');
    await user.type(password(/（確認）/), 'a-new-password-1');
    await user.click(screen.getByRole('button', { name: 'パスワードを変更' }));
    await waitFor(() =>
      expect(password(/^現在のパスワード/)).toHaveAccessibleDescription(
        '現在のパスワードが正しくありません。',
      ),
    );
    expect(screen.queryByText(/current password is incorrect/i)).toBeNull();
  });

  it('refuses a new password equal to the current one', async () => {
    const { user } = renderApp('/apps/profiles/account/password');
    await user.type(
      await screen.findByLabelText(/^現在のパスワード/, { selector: 'input' }),
      'same-password-1',
    );
    await user.type(password(/^新しいパスワード\s*必須/), 'same-password-1');
    await user.type(password(/（確認）/), 'same-password-1');
    await user.click(screen.getByRole('button', { name: 'パスワードを変更' }));
    expect(password(/^新しいパスワード\s*必須/)).toHaveAccessibleDescription(
      '新しいパスワードは現在のパスワードと違うものにしてください',
    );
  });

  it('shows and hides a password', async () => {
    const { user } = renderApp('/apps/profiles/account/password');
    const input = await screen.findByLabelText(/^現在のパスワード/, { selector: 'input' });
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getAllByRole('button', { name: 'パスワードを表示' })[0]!);
    expect(input).toHaveAttribute('type', 'text');
  });
});
