import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SnackbarProvider } from '../feedback/SnackbarContext';
import { DataList, type Column } from './DataList';
import type { ListState } from './useListParams';

// The windowed (virtual) table alone: 10 000 rows, a box ten rows high (jsdom has no layout).

interface Row {
  id: string;
  title: string;
}

const rows: Row[] = Array.from({ length: 10_000 }, (_, i) => ({ id: `r${i}`, title: `行${i}` }));
const columns: Column<Row>[] = [{ id: 'title', header: 'タイトル', render: (r) => r.title }];

const list: ListState = {
  params: { page: 1, pageSize: 10_000, search: '', sortBy: null, sortDir: 'asc' },
  query: {},
  setPage: () => {},
  setPageSize: () => {},
  setSearch: () => {},
  toggleSort: () => {},
  setSort: () => {},
};

function renderList() {
  return render(
    <MemoryRouter>
      <SnackbarProvider>
        <DataList
          label="クーポン一覧"
          columns={columns}
          list={list}
          rows={rows}
          total={rows.length}
          loading={false}
          error={undefined}
          onRetry={() => {}}
          rowTitle={(r) => r.title}
          paged={false}
          virtualRowHeight={44}
        />
      </SnackbarProvider>
    </MemoryRouter>,
  );
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'クーポン一覧' }))
    .getAllByRole('row')
    .filter((r) => within(r).queryAllByRole('cell').length > 0);

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(440);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
});
afterEach(() => vi.restoreAllMocks());

describe('DataList, windowed', () => {
  it('renders the first rows in view, not all 10 000', () => {
    renderList();
    const shown = bodyRows();
    expect(shown.length).toBeGreaterThanOrEqual(10);
    expect(shown.length).toBeLessThan(60);
    expect(within(shown[0]!).getByText('行0')).toBeInTheDocument();
  });

  it('tells assistive technology how many rows the table has', () => {
    renderList();
    expect(screen.getByRole('table', { name: 'クーポン一覧' })).toHaveAttribute(
      'aria-rowcount',
      String(rows.length + 1),
    );
  });

  it('offers no page controls for the one page', () => {
    renderList();
    expect(screen.queryByRole('navigation', { name: 'ページ送り' })).toBeNull();
  });
});
