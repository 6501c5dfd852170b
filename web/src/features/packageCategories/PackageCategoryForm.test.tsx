import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gql, renderApp, uniqueTitle } from '../../test/renderApp';
import { searchList } from '../../test/searchList';

describe('package category form', () => {
  it('asks for a title ("please enter title" of docs/product.md §5, in Japanese)', async () => {
    const { user } = renderApp('/package-category/add-package-category');
    await user.click(await screen.findByRole('button', { name: '保存' }, { timeout: 10_000 }));
    expect(await screen.findByText('タイトルを入力してください')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /カテゴリー名/ })).toHaveFocus(),
    );
  });

  it('creates, renames (the list shows the new title at once) and deletes a category', async () => {
    const title = uniqueTitle('カテゴリー');
    const { user } = renderApp('/package-category/add-package-category');
    await user.type(await screen.findByRole('textbox', { name: /カテゴリー名/ }), title);
    await user.click(screen.getByRole('button', { name: '保存' }));
    await screen.findByRole('heading', { name: 'パッケージカテゴリー一覧' });
    await searchList(user, title);
    await user.click(await screen.findByRole('link', { name: title }));
    const input = await screen.findByRole('textbox', { name: /カテゴリー名/ });
    await waitFor(() => expect(input).toHaveValue(title));
    await user.clear(input);
    await user.type(input, `${title}-改`);
    await user.click(screen.getByLabelText('有効'));
    await user.click(screen.getByRole('button', { name: '保存' }));
    const renamed = await screen.findByRole('link', { name: `${title}-改` });
    const row = renamed.closest('tr')!;
    expect(row).toHaveTextContent('無効');
    await user.click(within(row).getByRole('button', { name: `「${title}-改」を削除` }));
    await user.click(await screen.findByRole('button', { name: '削除する' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: `${title}-改` })).toBeNull());
  });

  it('refuses to delete a category a package uses, with the server message', async () => {
    const { data } = await gql<{ packages: { items: { category: { title: string } | null }[] } }>(
      '{ packages(query: { pageSize: 1, sortBy: displayOrder }) { items { category { title } } } }',
    );
    const used = data!.packages.items[0]!.category!.title;
    const { user } = renderApp(
      `/package-category/package-category-list?q=${encodeURIComponent(used)}`,
    );
    const link = await screen.findByRole('link', { name: used });
    await user.click(
      within(link.closest('tr')!).getByRole('button', { name: `「${used}」を削除` }),
    );
    await user.click(await screen.findByRole('button', { name: '削除する' }));
    expect(
      await screen.findByText('このカテゴリーはパッケージで使われているため削除できません。'),
    ).toBeInTheDocument();
    // The server's words only under 詳細.
    expect(screen.queryByText(/^This package category is used by/)).toBeNull();
    await user.click(screen.getByRole('button', { name: '詳細' }));
    expect(
      await screen.findByText(/^This package category is used by .+ \/ お問い合わせ番号/),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: used })).toBeInTheDocument();
  });
});
