import type { ReactNode } from 'react';

/** The props of a titled block (a form screen, a detail card). */
export interface TitledProps {
  title: string;
  /** Beside the block's own class, e.g. a wider card. */
  className?: string;
  children: ReactNode;
}
