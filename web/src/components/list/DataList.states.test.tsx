import { ApolloError } from '@apollo/client';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SnackbarProvider } from '../feedback/SnackbarContext';
import { DataList, type Column } from './DataList';
import type { ListState } from './useListParams';

// The list's empty, failed and search states alone (no gateway).

interface Row {
  id: string;
  title: string;
}
const columns: Column<Row>[] = [{ id: 'title', header: 'タイトル', render: (r) => r.title }];

const listWith = (onSearch: (s: string) => void = () => {}): ListState => ({
  params: { page: 1, pageSize: 10, search: '', sortBy: null, sortDir: 'asc' },
  query: {},
  setPage: () => {},
  setPageSize: () => {},
  setSearch: onSearch,
  toggleSort: () => {},
  setSort: () => {},
});

const failure = (code: string) =>
  new ApolloError({ graphQLErrors: [new GraphQLError('refused', { extensions: { code } })] });

function renderList(props: { error?: unknown; rows?: Row[]; addText?: string }) {
  return render(
    <MemoryRouter>
      <SnackbarProvider>
        <DataList
          label="予約一覧"
          columns={columns}
          list={listWith()}
          rows={props.rows}
          total={props.rows?.length}
          loading={false}
          error={props.error}
          onRetry={() => {}}
          rowTitle={(r) => r.title}
          addText={props.addText}
        />
      </SnackbarProvider>
    </MemoryRouter>,
  );
}

describe('DataList states', () => {
  it('offers 再試行 only for a failure that may answer otherwise next time', () => {
    const { unmount } = renderList({ error: failure('UPSTREAM_TIMEOUT') });
    expect(screen.getByRole('button', { name: '再試行' })).toBeInTheDocument();
    unmount();
    renderList({ error: failure('BAD_USER_INPUT') });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '再試行' })).not.toBeInTheDocument();
  });

  it('names the add button in an empty list only where there is one', () => {
    const { unmount } = renderList({ rows: [] });
    expect(screen.getByRole('heading', { name: 'データがありません' })).toBeInTheDocument();
    expect(screen.queryByText(/新規追加/)).not.toBeInTheDocument();
    unmount();
    renderList({ rows: [], addText: '新規追加' });
    expect(screen.getByText('「新規追加」から登録できます。')).toBeInTheDocument();
  });

  it('stops the search at 200 characters and says so', async () => {
    const user = userEvent.setup();
    renderList({ rows: [] });
    const box = screen.getByRole('searchbox', { name: '検索' });
    await user.click(box);
    await user.paste('柴'.repeat(250));
    expect(box).toHaveValue('柴'.repeat(200));
    expect(screen.getByText('検索語は200文字までです')).toBeInTheDocument();
    expect(box).toHaveAccessibleDescription('検索語は200文字までです');
  });
});
