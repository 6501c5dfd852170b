import { Card, Classes } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { cx } from '../cx';
import { RowActions, type RowActionsConfig } from './RowActions';

export interface DataGridProps<T extends { id: string }> extends RowActionsConfig<T> {
  label: string;
  rows: T[] | undefined;
  card(row: T): ReactNode;
  /** Shown instead of cards: a failed first load, or an empty list (already worded). */
  message: ReactNode | null;
  skeletons: number;
  refreshing: boolean;
  hasActions: boolean;
}

/** The rows of a DataList as a grid of cards (e.g. photos), each with its actions below. */
export function DataGrid<T extends { id: string }>({
  label,
  rows,
  card,
  message,
  skeletons,
  refreshing,
  hasActions,
  ...actions
}: DataGridProps<T>) {
  if (message) return <div className="app-grid-message">{message}</div>;
  if (!rows) {
    return (
      <ul className="app-grid" aria-label={label} aria-busy="true">
        {Array.from({ length: skeletons }, (_, i) => (
          <li key={i} aria-hidden="true">
            <Card className="app-grid-card">
              <div className={cx(Classes.SKELETON, 'app-grid-skeleton')} />
              <div className={cx(Classes.SKELETON, 'app-grid-skeleton-line')}>&nbsp;</div>
            </Card>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className={cx('app-grid', refreshing && 'is-refreshing')} aria-label={label}>
      {rows.map((row) => (
        <li key={row.id}>
          <Card className="app-grid-card">
            <div className="app-grid-body">{card(row)}</div>
            {hasActions ? (
              <div className="app-grid-actions">
                <RowActions row={row} {...actions} />
              </div>
            ) : null}
          </Card>
        </li>
      ))}
    </ul>
  );
}
