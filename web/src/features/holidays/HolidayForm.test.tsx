import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, uniqueTitle } from '../../test/renderApp';
import { shownErrors } from '../packages/testing';

describe('holiday form', () => {
  it("asks for the package, then the date (the spec's order)", async () => {
    const { user } = renderApp('/holidays/add-holidays');
    await user.click(await screen.findByRole('button', { name: '保存' }, { timeout: 10_000 }));
    await waitFor(() =>
      expect(shownErrors()).toEqual(['please select package', 'please select date']),
    );
    await waitFor(() => expect(screen.getByRole('combobox', { name: /パッケージ/ })).toHaveFocus());
  });

  it('adds a holiday, finds it, refuses the same day twice, and deletes it', async () => {
    const title = uniqueTitle('臨時休業');
    const { user } = renderApp('/holidays/add-holidays');
    const select = await screen.findByRole('combobox', { name: /パッケージ/ }, { timeout: 10_000 });
    await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(1));
    const option = within(select).getAllByRole('option')[1]!;
    await user.selectOptions(select, option);
    await user.type(screen.getByRole('combobox', { name: /日付/ }), '2031/03/14');
    await user.type(screen.getByRole('textbox', { name: /名称/ }), title);
    await user.click(screen.getByRole('button', { name: '保存' }));
    await screen.findByRole('heading', { name: '休日一覧' });
    await user.type(screen.getByRole('searchbox'), `${title}{Enter}`);
    const link = await screen.findByRole('link', { name: '2031/03/14(金)' });
    const row = link.closest('tr')!;
    expect(row).toHaveTextContent(option.textContent!);

    // The same package and day again: the server's DOMAIN_ERROR message in the snackbar.
    await user.click(screen.getByRole('link', { name: '新規追加' }));
    const again = await screen.findByRole('combobox', { name: /パッケージ/ });
    await waitFor(() => expect(within(again).getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(again, option.getAttribute('value')!);
    await user.type(screen.getByRole('combobox', { name: /日付/ }), '2031/03/14');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText(/already/i)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '休日の追加' })).toBeInTheDocument();

    // Back to the list (leaving the unsaved form), then delete after a confirm.
    await user.click(screen.getByRole('link', { name: 'キャンセル' }));
    await user.click(await screen.findByRole('button', { name: '変更を破棄して移動' }));
    // The list comes back as it was left (still searching for the holiday).
    expect(await screen.findByRole('searchbox')).toHaveValue(title);
    const again2 = await screen.findByRole('link', { name: '2031/03/14(金)' });
    await user.click(within(again2.closest('tr')!).getByRole('button', { name: /を削除$/ }));
    await user.click(await screen.findByRole('button', { name: '削除する' }));
    expect(await screen.findByText(`「${title}」に一致するデータはありません`)).toBeInTheDocument();
  });
});
