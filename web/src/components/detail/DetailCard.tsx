import { Card, H2 } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { cx } from '../cx';
import './detail.css';

/** A titled card of a details screen (a booking's parts, a user's, the booking look-ups). */
export function DetailCard({
  title,
  className,
  children,
}: {
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card className={cx('app-detail-card', className)}>
      <H2 className="app-detail-title">{title}</H2>
      {children}
    </Card>
  );
}
