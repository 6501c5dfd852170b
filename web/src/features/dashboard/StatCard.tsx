import { Card, Classes } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { cx } from '../../components/cx';

/** One figure of the dashboard; a skeleton of the same size while it loads (no layout jump). */
export function StatCard({
  label,
  value,
  note,
  icon,
  loading,
  tone = 'primary',
}: {
  label: string;
  value: ReactNode;
  note?: ReactNode;
  icon: ReactNode;
  loading: boolean;
  tone?: 'primary' | 'success' | 'warning' | 'danger';
}) {
  return (
    <Card className={cx('app-stat', `is-${tone}`)}>
      <span className="app-stat-icon" aria-hidden="true">
        {icon}
      </span>
      <span className="app-stat-text">
        <span className="app-stat-label">{label}</span>
        <span
          className={cx('app-stat-value', loading && Classes.SKELETON)}
          aria-busy={loading || undefined}
        >
          {loading ? '0000' : value}
        </span>
        <span className={cx('app-stat-note', loading && Classes.SKELETON)}>
          {loading ? '—' : (note ?? ' ')}
        </span>
      </span>
    </Card>
  );
}
