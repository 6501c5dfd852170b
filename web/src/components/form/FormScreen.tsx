import { Card } from '@blueprintjs/core';
import { cx } from '../cx';
import type { TitledProps } from '../titledProps';
import { PageHeader } from '../pages/PageHeader';

/** A form screen: its title, then its form (or what stands in for it) in the form card. */
export function FormScreen({ title, className, children }: TitledProps) {
  return (
    <>
      <PageHeader title={title} />
      <Card className={cx('app-form-card', className)}>{children}</Card>
    </>
  );
}
