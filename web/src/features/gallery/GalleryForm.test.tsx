import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gql, renderApp } from '../../test/renderApp';

interface Page {
  galleryImages: { items: { id: string; title: string; fileName: string }[] };
}

describe('gallery', () => {
  it('shows the photos as a grid with titles and the featured flag', async () => {
    renderApp('/gallery/product-list');
    const grid = await screen.findByRole('list', { name: '写真' });
    const cards = await within(grid).findAllByRole('listitem');
    expect(cards.length).toBeGreaterThan(0);
    expect(within(grid).getAllByText('おすすめ').length).toBeGreaterThan(0);
    expect(screen.getByRole('tab', { name: 'カバー画像' })).toBeInTheDocument();
  });

  it('refuses an add without a photo with the server message, under the photo', async () => {
    const { user } = renderApp('/gallery/add-new-product');
    await user.type(await screen.findByLabelText('タイトル'), '写真なし');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('写真を選択してください')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '写真の追加' })).toBeInTheDocument();
  });

  it('needs a photo to save an edit ("please select package photos")', async () => {
    const page = await gql<Page>(
      '{ galleryImages(query: { pageSize: 1 }) { items { id title fileName } } }',
    );
    const image = page.data!.galleryImages.items[0]!;
    const { user } = renderApp(`/gallery/add-new-product/${image.id}`);
    await screen.findByRole('heading', { name: '写真の編集' });
    await user.click(await screen.findByRole('button', { name: '画像を削除' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('写真を選択してください')).toBeInTheDocument();
    expect(screen.getByText('画像なし')).toBeInTheDocument();
  });

  it('needs a cover image to save a cover edit', async () => {
    const page = await gql<{ galleryCovers: { items: { id: string }[] } }>(
      '{ galleryCovers(query: { pageSize: 1 }) { items { id } } }',
    );
    const cover = page.data!.galleryCovers.items[0]!;
    const { user } = renderApp(`/gallery/add-new-product/${cover.id}?list=covers`);
    await screen.findByRole('heading', { name: 'カバー画像の編集' });
    // The cover's own 履歴 (a cover is not a gallery image: it has its own history query).
    const history = await screen.findByRole('region', { name: '履歴' });
    expect(
      await within(history).findByText('このデータの変更履歴はまだありません。'),
    ).toBeVisible();
    await user.click(await screen.findByRole('button', { name: '画像を削除' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('写真を選択してください')).toBeInTheDocument();
  });
});
