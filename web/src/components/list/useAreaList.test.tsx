import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  SeasonsDocument,
  type SeasonFieldsFragment,
  type SeasonSortField,
  type SeasonsQuery,
} from '../../__generated__/graphql';
import { gql, renderAlone, uniqueTitle } from '../../test/renderApp';
import { named, watchOperations } from '../../test/sentOperations';
import { areaList, plainList } from './areaList';
import type { ListQueryOf } from './listParams';
import { ListScreen } from './ListScreen';
import { useAreaList } from './useAreaList';

// The shared list alone (no shell, no route loaders), on the real gateway's seasons.

const seasons = plainList<SeasonsQuery, SeasonSortField, SeasonFieldsFragment>(
  SeasonsDocument,
  { sortable: ['title'], sortBy: 'title' },
  (d) => d.seasons,
);

/** The same list, asking nothing while the URL's `stop` filter is set. */
const stoppable = areaList({
  ...seasons,
  filters: ['stop'] as const,
  variables: (query: ListQueryOf<SeasonSortField>, f: Record<'stop', string>) =>
    f.stop ? null : { query },
});

function Seasons({ list = seasons }: { list?: typeof seasons | typeof stoppable }) {
  const { view } = useAreaList(list);
  return (
    <ListScreen
      {...view}
      title="シーズン一覧"
      addPath="/new"
      columns={[{ id: 'title', header: 'タイトル', sortable: true, render: (s) => s.title }]}
      rowTitle={(s) => s.title}
    />
  );
}

const prefix = uniqueTitle('一覧');
const names = Array.from({ length: 12 }, (_, i) => `${prefix}-${String(i + 1).padStart(2, '0')}`);
const atPrefix = `/?q=${encodeURIComponent(prefix)}`;

const titles = () =>
  within(screen.getByRole('table', { name: 'シーズン一覧' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');

beforeAll(async () => {
  for (const title of names) {
    const res = await gql(
      `mutation ($input: SeasonInput!) { createSeason(input: $input) { season { id } } }`,
      {
        input: {
          title,
          startDate: '2033-06-01',
          endDate: '2033-06-30',
          timeSlots: [{ startTime: '09:00', endTime: '10:00' }],
        },
      },
    );
    if (!res.data) throw new Error(JSON.stringify(res.errors));
  }
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ListScreen with useAreaList', () => {
  it('shows the page the URL names, with its total', async () => {
    renderAlone(<Seasons />, `${atPrefix}&page=2`);
    expect(await screen.findByText('全12件中 11〜12件')).toBeVisible();
    expect(titles()).toEqual(names.slice(10));
  });

  it('names the screen and links its add button', async () => {
    renderAlone(<Seasons />, atPrefix);
    expect(await screen.findByRole('heading', { name: 'シーズン一覧' })).toBeVisible();
    expect(screen.getByRole('link', { name: '新規追加' })).toHaveAttribute('href', '/new');
  });

  it('asks once per page it shows', async () => {
    const sent = watchOperations();
    const { user } = renderAlone(<Seasons />, atPrefix);
    await screen.findByText('全12件中 1〜10件');
    const pager = screen.getByRole('navigation', { name: 'ページ送り' });
    await user.click(within(pager).getByRole('button', { name: '2ページ' }));
    await screen.findByText('全12件中 11〜12件');
    await new Promise((r) => setTimeout(r, 300));
    const pages = named(sent, 'Seasons').map((s) => (s.variables.query as { page: number }).page);
    expect(pages).toEqual([1, 2]);
  });

  it('keeps the shown rows while the next page loads', async () => {
    const { user } = renderAlone(<Seasons />, atPrefix);
    await screen.findByText('全12件中 1〜10件');
    const pager = screen.getByRole('navigation', { name: 'ページ送り' });
    await user.click(within(pager).getByRole('button', { name: '2ページ' }));
    // At once after the click (the next page is still on its way): the rows are not emptied.
    expect(titles().length).toBeGreaterThan(0);
    await waitFor(() => expect(titles()).toEqual(names.slice(10)));
  });

  it('asks nothing while the declaration says the URL is not askable', async () => {
    const sent = watchOperations();
    renderAlone(<Seasons list={stoppable} />, `${atPrefix}&stop=1`);
    expect(await screen.findByRole('heading', { name: 'シーズン一覧' })).toBeVisible();
    await new Promise((r) => setTimeout(r, 300));
    expect(named(sent, 'Seasons')).toHaveLength(0);
  });
});
