import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HistoryTimeline } from './HistoryTimeline';
import type { AuditEvent, HistoryFields } from './historyFormat';

const fields: HistoryFields = {
  price: { label: '平日料金', kind: 'yen' },
  status: { label: 'ステータス', kind: 'status' },
  date: { label: '日付', kind: 'date' },
};

const event = (over: Partial<AuditEvent>): AuditEvent => ({
  id: 'e1',
  at: '2027-02-01T05:05:00.000Z',
  actor: { userId: 'u1', name: '佐藤 花子', via: 'SESSION', keyId: null },
  operation: 'UPDATE',
  mutation: 'updatePackage',
  recordType: 'PACKAGE',
  recordId: 'p1',
  recordTitle: '手ぶらBBQプラン',
  changes: [],
  outcome: 'SUCCEEDED',
  errorCode: null,
  changedOutside: false,
  revertible: true,
  revertedBy: null,
  revertOf: null,
  ...over,
});

describe('HistoryTimeline', () => {
  it('shows who, when, what and each field as before → after, newest first as given', () => {
    render(
      <HistoryTimeline
        fields={fields}
        onRevert={vi.fn()}
        events={[
          event({
            id: 'e2',
            changes: [
              { field: 'price', before: 12000, after: 13500 },
              {
                field: 'status',
                before: 'ACTIVE',
                after: 'INACTIVE',
              },
            ],
          }),
          event({
            id: 'e1',
            operation: 'CREATE',
            actor: {
              userId: 'u9',
              name: '在庫連携',
              via: 'KEY',
              keyId: 'k42',
            },
            changes: [{ field: 'date', before: null, after: '2027-03-01' }],
            revertible: false,
          }),
        ]}
      />,
    );
    const [newest, oldest] = screen
      .getAllByRole('listitem')
      .filter((li) => li.className === 'app-history-event');
    expect(newest).toHaveTextContent('更新');
    expect(newest).toHaveTextContent('佐藤 花子');
    expect(within(newest!).getByText(/^2027\/02\/01 \d\d:05$/)).toBeInTheDocument();
    expect(within(newest!).getByText('平日料金').closest('li')).toHaveTextContent(
      '平日料金￥12,000 → ￥13,500',
    );
    expect(within(newest!).getByText('ステータス').closest('li')).toHaveTextContent('有効 → 無効');
    expect(oldest).toHaveTextContent('作成');
    expect(oldest).toHaveTextContent('在庫連携（連携キー: k42）');
    expect(within(oldest!).getByText('日付').closest('li')).toHaveTextContent('日付2027/03/01');
    // Only the revertible event offers 元に戻す.
    expect(within(newest!).getByRole('button', { name: /の更新を元に戻す$/ })).toBeInTheDocument();
    expect(within(oldest!).queryByRole('button')).toBeNull();
  });

  it('marks 結果不明, 管理画面の外で変更されています and 取り消し済み', () => {
    render(
      <HistoryTimeline
        fields={fields}
        events={[
          event({ id: 'a', outcome: 'UNKNOWN', revertible: false }),
          event({ id: 'b', changedOutside: true }),
          event({ id: 'c', revertedBy: 'd' }),
        ]}
      />,
    );
    expect(screen.getByText('結果不明')).toBeInTheDocument();
    expect(screen.getByText('管理画面の外で変更されています')).toBeInTheDocument();
    expect(screen.getByText('取り消し済み')).toBeInTheDocument();
  });

  it('calls onRevert with the event when 元に戻す is pressed', async () => {
    const onRevert = vi.fn();
    render(<HistoryTimeline fields={fields} events={[event({ id: 'x' })]} onRevert={onRevert} />);
    await userEvent.setup().click(screen.getByRole('button', { name: /元に戻す/ }));
    expect(onRevert).toHaveBeenCalledWith(expect.objectContaining({ id: 'x' }));
  });
});
