import { Tooltip } from '@blueprintjs/core';
import type { ReactElement } from 'react';

/** The mini menu's name of a link beside its icon, loaded with the mini menu (SideMenu). */
export default function MiniMenuTooltip({
  label,
  children,
}: {
  label: string;
  children: ReactElement;
}) {
  return (
    <Tooltip content={label} placement="right" hoverOpenDelay={200} fill>
      {children}
    </Tooltip>
  );
}
