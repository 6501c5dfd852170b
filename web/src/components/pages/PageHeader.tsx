import { H1 } from '@blueprintjs/core';
import type { ReactNode } from 'react';

/** Title of a screen inside the shell, with optional actions on the right. */
export function PageHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <header className="app-page-header">
      <H1 className="app-page-title">{title}</H1>
      {actions ? <div className="app-page-actions">{actions}</div> : null}
    </header>
  );
}
