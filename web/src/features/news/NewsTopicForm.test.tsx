import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, uniqueTitle } from '../../test/renderApp';
import { searchList } from '../../test/searchList';

const PAYLOAD = '<img src="x" onerror="window.__xss = 1"><script>window.__xss = 2</script>';

describe('news topic form', () => {
  it('asks for a title ("please enter title")', async () => {
    const { user } = renderApp('/news-topics/add-news-topics');
    await user.click(await screen.findByRole('button', { name: '保存' }));
    expect(await screen.findByText('タイトルを入力してください')).toBeInTheDocument();
    expect(screen.getByLabelText(/タイトル/)).toHaveFocus();
  });

  it('previews the Markdown body sanitised: no script, no event handler', async () => {
    const { user } = renderApp('/news-topics/add-news-topics');
    const body = await screen.findByLabelText('本文（Markdown）');
    await user.click(body);
    await user.paste(`## お知らせ\n\n**重要** ${PAYLOAD}`);
    const preview = screen.getByRole('region', { name: 'プレビュー' });
    await within(preview).findByRole('heading', { name: 'お知らせ' });
    expect(within(preview).getByText('重要').tagName).toBe('STRONG');
    expect(preview.querySelector('script')).toBeNull();
    expect(preview.querySelector('[onerror]')).toBeNull();
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });

  it('creates a topic in a category with a stored XSS text, lists it as text, and deletes it', async () => {
    const title = uniqueTitle('ニュース');
    const { user } = renderApp('/news-topics/add-news-topics');
    await user.type(await screen.findByLabelText(/タイトル/), title);
    const category = screen.getByLabelText('カテゴリー');
    await waitFor(() => expect(within(category).getAllByRole('option').length).toBeGreaterThan(1));
    const option = within(category).getAllByRole('option')[1]!;
    await user.selectOptions(category, option);
    await user.click(screen.getByLabelText('概要'));
    await user.paste(`概要 ${PAYLOAD}`);
    await user.click(screen.getByLabelText('本文（Markdown）'));
    await user.paste(PAYLOAD);
    await user.click(screen.getByRole('button', { name: '保存' }));

    await screen.findByRole('heading', { name: 'ニューストピック一覧' });
    await searchList(user, title);
    const link = await screen.findByRole('link', { name: title });
    const row = link.closest('tr')!;
    expect(within(row).getByText(option.textContent!)).toBeInTheDocument();
    // The short text is shown as text, not as markup.
    expect(within(row).getByText(`概要 ${PAYLOAD}`)).toBeInTheDocument();
    expect(row.querySelector('script, [onerror]')).toBeNull();

    await user.click(within(row).getByRole('button', { name: `「${title}」を削除` }));
    await user.click(await screen.findByRole('button', { name: '削除する' }));
    expect(await screen.findByText(`「${title}」に一致するデータはありません`)).toBeInTheDocument();
  });
});
