import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gql, renderApp, uniqueTitle } from '../../test/renderApp';
import { searchList } from '../../test/searchList';

const CREATE = `mutation ($input: CategoryInput!) { createDogCategory(input: $input) { dogCategory { id } } }`;

describe('dog categories', () => {
  it('lists the seeded categories', async () => {
    renderApp('/roomcategory/room-list');
    expect(await screen.findByRole('heading', { name: '犬カテゴリー一覧' })).toBeVisible();
    expect(await screen.findByRole('link', { name: '小型犬OK' })).toBeVisible();
    expect(screen.getByRole('columnheader', { name: /カテゴリー名/ })).toHaveAttribute(
      'aria-sort',
      'none',
    );
  });

  it('creates, edits and deletes a category, each change visible in the list', async () => {
    const title = uniqueTitle('犬');
    const renamed = uniqueTitle('犬改');
    const { user, router } = renderApp('/roomcategory/room-list');
    await user.click(await screen.findByRole('link', { name: '新規追加' }));
    await user.type(await screen.findByRole('textbox', { name: 'カテゴリー名' }), title);
    await user.click(screen.getByRole('button', { name: '保存' }));
    await screen.findByRole('heading', { name: '犬カテゴリー一覧' });
    expect(router.state.location.pathname).toBe('/roomcategory/room-list');
    await searchList(user, title);
    const link = await screen.findByRole('link', { name: title });

    // Edit from the row action.
    await user.click(within(link.closest('tr')!).getByRole('link', { name: `「${title}」を編集` }));
    const field = await screen.findByRole('textbox', { name: 'カテゴリー名' });
    await waitFor(() => expect(field).toHaveValue(title));
    await user.clear(field);
    await user.type(field, renamed);
    await user.click(screen.getByRole('checkbox', { name: /有効/ }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    await screen.findByRole('heading', { name: '犬カテゴリー一覧' });
    await searchList(user, renamed);
    const row = (await screen.findByRole('link', { name: renamed })).closest('tr')!;
    expect(within(row).getByText('無効')).toBeInTheDocument();

    // Delete.
    await user.click(within(row).getByRole('button', { name: `「${renamed}」を削除` }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '削除する' }),
    );
    expect(await screen.findByText(`「${renamed}」に一致するデータはありません`)).toBeVisible();
  });

  it('a duplicate title is said under the title, in Japanese', async () => {
    const title = uniqueTitle('重複');
    await gql(CREATE, { input: { title } });
    const { user } = renderApp('/roomcategory/add-room-category');
    const field = await screen.findByRole('textbox', { name: 'カテゴリー名' });
    await user.type(field, title);
    await user.click(screen.getByRole('button', { name: '保存' }));
    // DOMAIN_ERROR 5071 on its field; the form stays.
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('同じ名前のカテゴリーがすでにあります。'),
    );
    expect(screen.getByRole('heading', { name: '犬カテゴリーの追加' })).toBeVisible();
  });
});
