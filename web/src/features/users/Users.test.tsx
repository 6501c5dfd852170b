import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { gql, renderApp } from '../../test/renderApp';
import { searchList } from '../../test/searchList';
import { createStaff, staffToken } from '../../test/staffAccount';
import { ja } from '../../i18n/ja';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A 1×1 PNG. */
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);

describe('add role user', () => {
  it('says "please fill all fields", then checks the confirmation and the length', async () => {
    const { user } = renderApp('/apps/profiles/account/role');
    await user.click(await screen.findByRole('button', { name: 'ユーザーを追加' }));
    // Said once, above the form; each empty field has its own short mark.
    expect(await screen.findAllByText(ja.users.fillAll)).toHaveLength(1);
    expect(screen.getAllByText(ja.users.fieldMissing)).toHaveLength(5);
    expect(screen.getByLabelText(/電話番号/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/メールアドレス/)).toHaveFocus();

    const n = unique();
    await user.type(screen.getByLabelText(/メールアドレス/), `new-${n}@dogstay.example`);
    await user.type(screen.getByLabelText(/^氏名/), '新人 スタッフ');
    await user.type(screen.getByLabelText(/ユーザー名/), `new-${n}`);
    await user.type(screen.getByLabelText(/電話番号/), '090-1111-2222');
    await user.type(
      screen.getByLabelText(/^パスワード\s*(必須)?$/, { selector: 'input' }),
      'short',
    );
    await user.type(screen.getByLabelText(/パスワード（確認）/), 'different');
    await user.click(screen.getByRole('button', { name: 'ユーザーを追加' }));
    expect(await screen.findByText('確認用のパスワードが一致しません')).toBeInTheDocument();
    expect(screen.getByText('パスワードは8文字以上で入力してください')).toBeInTheDocument();
    expect(screen.queryByText(ja.users.fillAll)).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^パスワード\s*(必須)?$/, { selector: 'input' }));
    await user.type(
      screen.getByLabelText(/^パスワード\s*(必須)?$/, { selector: 'input' }),
      'long-enough-1',
    );
    await user.clear(screen.getByLabelText(/パスワード（確認）/));
    await user.type(screen.getByLabelText(/パスワード（確認）/), 'long-enough-1');
    await user.click(screen.getByRole('button', { name: 'ユーザーを追加' }));
    // Saved: the form starts again, empty.
    await waitFor(() => expect(screen.getByLabelText(/メールアドレス/)).toHaveValue(''));
    const found = await gql<{ users: { items: { role: string; status: string }[] } }>(
      `{ users(query: { search: "new-${n}" }) { items { role status } } }`,
    );
    expect(found.data!.users.items).toEqual([{ role: 'STAFF', status: 'INACTIVE' }]);
  });
});

describe('users seen by staff', () => {
  it('the list and details are read-only: no add, edit, delete or picture actions', async () => {
    const [me, other] = [await createStaff(), await createStaff()];
    const token = await staffToken(me.email);
    const { user } = renderApp('/user/product-list?role=STAFF', { token });
    await searchList(user, other.fullName);
    const link = await screen.findByRole('link', { name: other.fullName });
    const row = link.closest('tr')!;
    expect(within(row).queryByRole('button', { name: /削除/ })).toBeNull();
    expect(within(row).queryByRole('link', { name: /編集/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'ユーザーの追加' })).toBeNull();

    await user.click(link);
    await screen.findByText(other.fullName, { selector: '.app-user-head-name' });
    expect(screen.queryByRole('button', { name: '削除' })).toBeNull();
    expect(screen.queryByRole('link', { name: '編集' })).toBeNull();
    expect(screen.queryByLabelText('プロフィール写真')).toBeNull();
  });
});

describe('users', () => {
  it('lists users by role and deletes one after a confirm', async () => {
    const staff = await createStaff();
    const { user } = renderApp(`/user/product-list?role=STAFF`);
    await searchList(user, staff.fullName);
    const link = await screen.findByRole('link', { name: staff.fullName });
    const row = link.closest('tr')!;
    expect(within(row).getByText('スタッフ')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: `「${staff.fullName}」を削除` }));
    await user.click(await screen.findByRole('button', { name: '削除する' }));
    expect(
      await screen.findByText(`「${staff.fullName}」に一致するデータはありません`),
    ).toBeInTheDocument();
  });

  it('shows details, edits with the api rules, and uploads a profile picture', async () => {
    const staff = await createStaff();
    const { user } = renderApp(`/user/userdetails/${staff.id}`);
    await screen.findByText(staff.fullName, { selector: '.app-user-head-name' });
    expect(screen.getByRole('heading', { name: 'プロフィール' })).toBeInTheDocument();

    // Picture: a text file is refused before sending; a PNG is stored and shown.
    const picker = userEvent.setup({ applyAccept: false });
    const input = screen.getByLabelText('プロフィール写真');
    await picker.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText(/「notes.txt」はアップロードできません/)).toBeInTheDocument();
    await picker.upload(input, new File([PNG], `me-${unique()}.png`, { type: 'image/png' }));
    await waitFor(() =>
      expect(document.querySelector('.app-user-head img.app-avatar')).not.toBeNull(),
    );

    await user.click(screen.getByRole('link', { name: '編集' }));
    const email = await screen.findByLabelText(/メールアドレス/);
    await user.clear(email);
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('メールアドレスを入力してください')).toBeInTheDocument();
    await user.type(email, 'not-an-email');
    expect(
      await screen.findByText('正しい形式のメールアドレスを入力してください'),
    ).toBeInTheDocument();
    await user.clear(email);
    await user.type(email, `edited-${unique()}@dogstay.example`);
    await user.clear(screen.getByLabelText(/^都道府県/));
    await user.type(screen.getByLabelText(/^都道府県/), '長野県');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await screen.findByRole('heading', { name: 'ユーザー詳細' });
    expect(await screen.findByText('長野県')).toBeInTheDocument();
  });

  it('shows one part of the signed-in profile on each of the other account tabs', async () => {
    renderApp('/apps/profiles/account/basic');
    expect(await screen.findByText('管理者 太郎', { exact: false })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '基本情報', level: 2 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '住所' })).not.toBeInTheDocument();
  });

  it('shows names, phone, address and dogs on 個人情報, the account state on マイアカウント', async () => {
    const { unmount } = renderApp('/apps/profiles/account/personal');
    expect(await screen.findByRole('heading', { name: '住所' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ワンちゃん' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '基本情報', level: 2 })).not.toBeInTheDocument();
    unmount();
    renderApp('/apps/profiles/account/my-account');
    expect(
      await screen.findByRole('heading', { name: 'マイアカウント', level: 2 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'パスワードの変更' })).toHaveAttribute(
      'href',
      '/apps/profiles/account/password',
    );
    expect(screen.queryByRole('heading', { name: '住所' })).not.toBeInTheDocument();
  });
});
