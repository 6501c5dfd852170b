import { Classes, type Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { cx } from './cx';

interface LightTagProps {
  intent?: Intent;
  minimal?: boolean;
  round?: boolean;
  children: ReactNode;
}

/**
 * Blueprint's tag markup without its component, for tags in list rows: Blueprint's Tag measures
 * its text as it mounts (a forced layout of the whole page, and a second render), once per row.
 */
export function LightTag({ intent, minimal, round, children }: LightTagProps) {
  return (
    <span
      className={cx(
        Classes.TAG,
        intent && intent !== 'none' ? Classes.intentClass(intent) : undefined,
        minimal && Classes.MINIMAL,
        round && Classes.ROUND,
      )}
    >
      <span className={cx(Classes.FILL, Classes.TEXT_OVERFLOW_ELLIPSIS)}>{children}</span>
    </span>
  );
}
