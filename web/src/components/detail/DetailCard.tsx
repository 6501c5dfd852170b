import { Card, H2 } from '@blueprintjs/core';
import { cx } from '../cx';
import type { TitledProps } from '../titledProps';
import './detail.css';

/** A titled card of a details screen (a booking's parts, a user's, the booking look-ups). */
export function DetailCard({ title, className, children }: TitledProps) {
  return (
    <Card className={cx('app-detail-card', className)}>
      <H2 className="app-detail-title">{title}</H2>
      {children}
    </Card>
  );
}
