import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/renderApp';

// A screen whose preloaded query gets no answer at all (the network fails): the route's boundary
// says so, and 再試行 runs the loader again. Against the real gateway and api otherwise.

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ScreenBoundary', () => {
  it('says the screen could not load, and 再試行 asks again and shows it', async () => {
    // React reports the error the boundary catches: expected here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const realFetch = globalThis.fetch;
    let down = true;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const body = typeof init?.body === 'string' ? init.body : '';
      if (down && body.includes('"operationName":"Seasons"'))
        throw new TypeError('Failed to fetch');
      return realFetch(input, init);
    });
    const { user } = renderApp('/season/season-list');
    expect(await screen.findByRole('alert')).toHaveTextContent('データを読み込めませんでした');
    expect(screen.queryByRole('heading', { name: 'シーズン一覧' })).toBeNull();
    down = false;
    await user.click(screen.getByRole('button', { name: '再試行' }));
    expect(await screen.findByRole('heading', { name: 'シーズン一覧' })).toBeVisible();
    expect(screen.queryByText('データを読み込めませんでした')).toBeNull();
  });
});
