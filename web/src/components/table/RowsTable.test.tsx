import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TableColumn } from './column';
import { RowsTable } from './RowsTable';

interface Fruit {
  id: string;
  name: string;
  count: number;
}

const count: TableColumn<Fruit> = {
  id: 'count',
  header: '数量',
  align: 'end',
  render: (f) => `${f.count}個`,
};
const columns: TableColumn<Fruit>[] = [
  { id: 'name', header: '品名', rowHeader: true, render: (f) => f.name },
  count,
];

const fruits: Fruit[] = [
  { id: 'a', name: 'りんご', count: 3 },
  { id: 'b', name: 'みかん', count: 12 },
];

describe('RowsTable', () => {
  it('is a table named by its label, a column header per column and a row per item', () => {
    render(<RowsTable compact name="果物" columns={columns} rows={fruits} rowKey={(f) => f.id} />);
    const table = screen.getByRole('table', { name: '果物' });
    expect(table).toHaveClass('bp6-html-table', 'bp6-compact');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['品名', '数量']);
    const row = within(table).getByRole('row', { name: 'りんご 3個' });
    expect(within(row).getByRole('rowheader', { name: 'りんご' })).toHaveAttribute('scope', 'row');
    expect(within(row).getByRole('cell', { name: '3個' })).toHaveClass('app-align-end');
    expect(screen.getByRole('columnheader', { name: '数量' })).toHaveClass('app-align-end');
    expect(screen.getByRole('columnheader', { name: '品名' })).not.toHaveAttribute('class');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('names the table by a caption hidden from sight, and ends with a footer row', () => {
    render(
      <RowsTable
        name="果物"
        naming="hidden-caption"
        columns={columns}
        rows={fruits}
        rowKey={(f) => f.id}
        footer={{ id: 'sum', name: '合計', count: 15 }}
      />,
    );
    const table = screen.getByRole('table', { name: '果物' });
    expect(table).not.toHaveAttribute('aria-label');
    expect(table.querySelector('caption')).toHaveClass('app-visually-hidden');
    const footer = within(table).getByRole('row', { name: '合計 15個' });
    expect(footer.closest('tfoot')).toBeInTheDocument();
    expect(within(footer).getByRole('rowheader', { name: '合計' })).toBeInTheDocument();
    expect(within(footer).getByRole('cell', { name: '15個' })).toHaveClass('app-align-end');
  });

  it('can be a bare table with a plain caption, cell and row classes', () => {
    render(
      <RowsTable
        plain
        className="app-visually-hidden"
        name="果物"
        naming="caption"
        columns={[{ ...count, cellClassName: 'app-count' }]}
        rows={fruits}
        rowKey={(f) => f.id}
        rowClassName={(f) => (f.count > 10 ? 'is-many' : undefined)}
      />,
    );
    const table = screen.getByRole('table', { name: '果物' });
    expect(table).toHaveAttribute('class', 'app-visually-hidden');
    expect(table.querySelector('caption')).not.toHaveAttribute('class');
    expect(screen.getByRole('cell', { name: '12個' })).toHaveClass('app-align-end', 'app-count');
    expect(screen.getByRole('row', { name: '12個' })).toHaveClass('is-many');
    expect(screen.getByRole('row', { name: '3個' })).not.toHaveAttribute('class');
  });

  it('has a header row and nothing else when there are no rows', () => {
    render(<RowsTable name="果物" columns={columns} rows={[]} rowKey={(f) => f.id} />);
    const table = screen.getByRole('table', { name: '果物' });
    expect(within(table).getAllByRole('row')).toHaveLength(1);
    expect(within(table).queryByRole('cell')).not.toBeInTheDocument();
  });

  it("names each cell's column for the phone cards, and is cards there only when asked", () => {
    const { rerender } = render(
      <RowsTable name="果物" columns={columns} rows={fruits} rowKey={(f) => f.id} />,
    );
    const table = screen.getByRole('table', { name: '果物' });
    expect(table).not.toHaveClass('app-cards-table');
    const row = within(table).getByRole('row', { name: 'りんご 3個' });
    expect(within(row).getByRole('rowheader')).toHaveAttribute('data-label', '品名');
    expect(within(row).getByRole('cell')).toHaveAttribute('data-label', '数量');
    rerender(
      <RowsTable
        name="果物"
        className="app-fruit"
        cardsOnPhone
        columns={columns}
        rows={fruits}
        rowKey={(f) => f.id}
      />,
    );
    expect(screen.getByRole('table', { name: '果物' })).toHaveClass('app-fruit', 'app-cards-table');
  });
});
