import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { gql, renderApp, uniqueTitle } from '../../test/renderApp';
import { holdOperation, named, watchOperations } from '../../test/sentOperations';

// Each screen's query is preloaded by its route's loader (declared in its area's screenQueries.ts)
// and read by the screen (useScreenQuery): one request per navigation, never two.

const prefix = uniqueTitle('先読み');
let seasonId = '';

beforeAll(async () => {
  for (let i = 1; i <= 11; i += 1) {
    const res = await gql<{ createSeason: { season: { id: string } } }>(
      `mutation ($input: SeasonInput!) { createSeason(input: $input) { season { id } } }`,
      {
        input: {
          title: `${prefix}-${String(i).padStart(2, '0')}`,
          startDate: '2032-05-01',
          endDate: '2032-05-31',
          timeSlots: [{ startTime: '10:00', endTime: '12:00' }],
        },
      },
    );
    if (!res.data) throw new Error(JSON.stringify(res.errors));
    seasonId = res.data.createSeason.season.id;
  }
});

afterEach(() => {
  vi.restoreAllMocks();
});

const listUrl = `/season/season-list?q=${encodeURIComponent(prefix)}`;
const pageOf = (v: Record<string, unknown>) => (v.query as { page?: number }).page;

describe('route loaders', () => {
  it('start a list screen’s query before the screen can show (signed out: the guard wins)', async () => {
    const sent = watchOperations();
    renderApp(listUrl, { token: null });
    expect(await screen.findByRole('heading', { name: 'ログイン' })).toBeVisible();
    await waitFor(() => expect(named(sent, 'Seasons')).toHaveLength(1));
    expect(await named(sent, 'Seasons')[0]!.codes).toEqual(['UNAUTHENTICATED']);
  });

  it('ask for a list once: the screen shows the loader’s request', async () => {
    const sent = watchOperations();
    renderApp(listUrl);
    expect(await screen.findByText('全11件中 1〜10件')).toBeVisible();
    expect(named(sent, 'Seasons')).toHaveLength(1);
    expect(named(sent, 'Seasons')[0]!.variables).toEqual({
      query: { page: 1, pageSize: 10, search: prefix },
    });
  });

  it('ask for another page once when the URL changes', async () => {
    const sent = watchOperations();
    const { user } = renderApp(listUrl);
    await screen.findByText('全11件中 1〜10件');
    const pager = screen.getByRole('navigation', { name: 'ページ送り' });
    await user.click(within(pager).getByRole('button', { name: '2ページ' }));
    expect(await screen.findByText('全11件中 11〜11件')).toBeVisible();
    expect(named(sent, 'Seasons').map((s) => pageOf(s.variables))).toEqual([1, 2]);
  });

  it('ask for a form’s record once', async () => {
    const sent = watchOperations();
    renderApp(`/season/add-season/${seasonId}`);
    expect(await screen.findByDisplayValue(`${prefix}-11`)).toBeVisible();
    expect(named(sent, 'Season')).toHaveLength(1);
    expect(named(sent, 'Season')[0]!.variables).toEqual({ id: seasonId });
  });

  it('show a list opened again from the cache at once, and refresh it once', async () => {
    const sent = watchOperations();
    const { router } = renderApp(listUrl);
    await screen.findByText('全11件中 1〜10件');
    // Seasons made in the same millisecond have no fixed order by title: note the first page.
    const firstRow = screen.getAllByRole('cell', { name: new RegExp(`^${prefix}-\\d+$`) })[0]!;
    const firstTitle = firstRow.textContent ?? '';
    await router.navigate(`/season/add-season/${seasonId}`);
    await screen.findByDisplayValue(`${prefix}-11`);
    // The refresh is held back: the rows shown meanwhile can only come from the cache.
    const held = holdOperation('Seasons');
    await router.navigate(listUrl);
    expect(await screen.findByText('全11件中 1〜10件')).toBeVisible();
    expect(screen.getByRole('cell', { name: firstTitle })).toBeVisible();
    held.release();
    await waitFor(() => expect(named(sent, 'Seasons')).toHaveLength(2));
  });

  it('ask for a form’s record again on each visit (it is edited fresh)', async () => {
    const sent = watchOperations();
    const { router } = renderApp(`/season/add-season/${seasonId}`);
    await screen.findByDisplayValue(`${prefix}-11`);
    await router.navigate(listUrl);
    await screen.findByText('全11件中 1〜10件');
    await router.navigate(`/season/add-season/${seasonId}`);
    expect(await screen.findByDisplayValue(`${prefix}-11`)).toBeVisible();
    expect(named(sent, 'Season')).toHaveLength(2);
  });
});
