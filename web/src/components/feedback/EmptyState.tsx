import { Classes, NonIdealState, type NonIdealStateProps } from '@blueprintjs/core';

interface EmptyStateProps extends Pick<NonIdealStateProps, 'icon' | 'action'> {
  title: string;
  description?: string;
}

/**
 * "Nothing here" in a screen: Blueprint's NonIdealState with its title as an `h2`, the level
 * after the page's `h1` (NonIdealState's own title is always an `h4`, which skips two levels for
 * screen readers' heading lists: axe's heading-order).
 */
export function EmptyState({ title, description, icon, action }: EmptyStateProps) {
  return (
    <NonIdealState
      icon={icon}
      action={action}
      description={
        <div>
          <h2 className={`${Classes.HEADING} app-empty-title`}>{title}</h2>
          {description ? <div>{description}</div> : null}
        </div>
      }
    />
  );
}
