import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, uniqueTitle } from '../../test/renderApp';
import { searchList } from '../../test/searchList';

describe('news category form', () => {
  it('asks for a title ("please enter title")', async () => {
    const { user } = renderApp('/categorytopics/add-categorytopics');
    await user.click(await screen.findByRole('button', { name: '保存' }));
    expect(await screen.findByText('タイトルを入力してください')).toBeInTheDocument();
    expect(screen.getByLabelText(/カテゴリー名/)).toHaveFocus();
  });

  it('creates a category, lists it, and deletes it after a confirm', async () => {
    const title = uniqueTitle('ニュース分類');
    const { user } = renderApp('/categorytopics/add-categorytopics');
    await user.type(await screen.findByLabelText(/カテゴリー名/), title);
    await user.click(screen.getByRole('button', { name: '保存' }));
    await screen.findByRole('heading', { name: 'ニュースカテゴリー一覧' });
    await searchList(user, title);
    const link = await screen.findByRole('link', { name: title });
    const row = link.closest('tr')!;
    await user.click(within(row).getByRole('button', { name: `「${title}」を削除` }));
    await user.click(await screen.findByRole('button', { name: '削除する' }));
    expect(await screen.findByText(`「${title}」に一致するデータはありません`)).toBeInTheDocument();
  });
});
