import { Classes, type AlertProps, type ButtonProps } from '@blueprintjs/core';
import {
  cloneElement,
  lazy,
  startTransition,
  Suspense,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type MouseEvent,
  type ReactElement,
  type RefAttributes,
} from 'react';

// Blueprint's overlays (Overlay2 and react-transition-group, PopoverNext with Floating UI, Drawer,
// Tooltip, OverlayToaster: some 100 KB of JS) are not part of any screen's first showing: the
// shell (header menus, the small screens' side menu, the snackbar) and the screens (their Alerts)
// import them through React.lazy, and each loads the first time it is opened. A popover's code is
// then in a file of its own next to its button, e.g. app/layout/ThemeMenuPopover.tsx, imported
// with lazy() by ThemeMenu.tsx; an Alert is a LazyAlert.

/**
 * True from the first time `open` is true on. An overlay loaded with lazy() is mounted from then
 * and stays mounted while closed, so that it closes with its transition:
 * `{useOpenedOnce(open) ? <Suspense fallback={null}><LazyDrawer isOpen={open} … /></Suspense> : null}`.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/** What a popover loaded by LazyPopover is given: hand them on, `<PopoverNext {...props} … />`. */
export interface PopoverPartProps {
  /** The button that opens it. */
  children: ReactElement;
  /** True: the first press of the button loads it, and it opens as it mounts. */
  defaultIsOpen: boolean;
}

/**
 * A button that opens a Blueprint popover (a header menu), the popover's code loaded on the first
 * press: until then the button alone, as PopoverNext renders it closed (`aria-haspopup`,
 * `aria-expanded`). `popover` is a lazy() component rendering `<PopoverNext {...props} content={…} />`.
 */
export function LazyPopover({
  popover: Popover,
  children,
}: {
  popover: LazyExoticComponent<ComponentType<PopoverPartProps>>;
  children: ReactElement<ButtonProps>;
}) {
  const [pressed, setPressed] = useState<{ hadFocus: boolean } | null>(null);
  const closed = (
    <span className={Classes.POPOVER_TARGET}>
      {cloneElement(children, {
        'aria-haspopup': 'menu',
        'aria-expanded': false,
        onClick: (e: MouseEvent<HTMLElement>) => {
          const hadFocus = document.activeElement === e.currentTarget;
          // A transition: the button stays as it is while the popover's code loads.
          startTransition(() => setPressed({ hadFocus }));
        },
      })}
    </span>
  );
  // The loaded popover brings its own copy of the button: it takes the focus the first one had,
  // before the popover opens, so that closing the popover gives the focus back to the button.
  const button = pressed?.hadFocus
    ? cloneElement<ButtonProps & RefAttributes<HTMLElement>>(children, { ref: focusOnMount })
    : children;
  return (
    <Suspense fallback={closed}>
      {pressed ? <Popover defaultIsOpen>{button}</Popover> : closed}
    </Suspense>
  );
}

const focusOnMount = (element: HTMLElement | null) => element?.focus();

const Alert = lazy(() => import('./blueprintAlert'));

/**
 * Blueprint's Alert, its code loaded the first time it opens (it then opens with its transition,
 * and stays mounted to close with it). Takes the same props.
 */
export function LazyAlert(props: AlertProps) {
  const opened = useOpenedOnce(props.isOpen);
  return opened ? (
    <Suspense fallback={null}>
      <Alert {...props} />
    </Suspense>
  ) : null;
}
