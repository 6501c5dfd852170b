import type { ReactNode } from 'react';
import { PageHeader } from '../../components/pages/PageHeader';
import { RangeBar } from './RangeBar';
import { useDashboardFigures, type DashboardFiguresState } from './useDashboardFigures';
import { useDashboardRange, type DashboardRange } from './useDashboardRange';
import '../../components/detail/detail.css';
import './dashboard.css';

/**
 * A dashboard screen of the chosen range's figures: its title, the range bar, then what it shows
 * of them (the figures asked for once, shared by everything below).
 */
export function FiguresPage({
  title,
  children,
}: {
  title: string;
  children(figures: DashboardFiguresState, range: DashboardRange): ReactNode;
}) {
  const range = useDashboardRange();
  const figures = useDashboardFigures(range.range);
  return (
    <>
      <PageHeader title={title} />
      <RangeBar range={range} />
      {children(figures, range)}
    </>
  );
}
