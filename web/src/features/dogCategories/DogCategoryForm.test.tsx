import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';

describe('dog category form', () => {
  it('asks for a title before saving', async () => {
    const { user } = renderApp('/roomcategory/add-room-category');
    await user.click(await screen.findByRole('button', { name: '保存' }));
    expect(await screen.findByText('タイトルを入力してください')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /カテゴリー名/ })).toHaveFocus(),
    );
  });
});
