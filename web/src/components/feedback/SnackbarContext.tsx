import { Button, ButtonGroup, Intent, OverlayToaster, Position } from '@blueprintjs/core';
import { CrossIcon, ErrorIcon, TickCircleIcon, UndoIcon } from '@blueprintjs/icons';
import { createContext, useCallback, useContext, useMemo, useRef } from 'react';
import type { ReactNode } from 'react';
import { ja } from '../../i18n/ja';
import { ErrorDetails } from '../errors/ErrorDetails';

/** docs/product.md §9: the snackbar hides itself after 6 seconds. */
export const SNACKBAR_TIMEOUT_MS = 6000;

export type SnackbarVariant = 'default' | 'alert';

export interface SnackbarMessage {
  message: string;
  /** For support, behind 詳細: the server's own words and the request id of an error. */
  detail?: string | undefined;
  /** `alert` for failures; `default` for everything else. */
  variant?: SnackbarVariant;
  /** Offers UNDO; called once when pressed. */
  onUndo?: (() => void | Promise<void>) | undefined;
}

interface SnackbarValue {
  show(message: SnackbarMessage): void;
}

const SnackbarContext = createContext<SnackbarValue | null>(null);

function SnackbarBody({
  message,
  detail,
  onUndo,
  onClose,
}: {
  message: string;
  detail: string | undefined;
  onUndo: (() => void) | undefined;
  onClose: () => void;
}) {
  return (
    <span className="app-snackbar">
      <span className="app-snackbar-text">
        {message}
        <ErrorDetails detail={detail} />
      </span>
      <ButtonGroup variant="minimal" className="app-snackbar-actions">
        {onUndo ? <Button icon={<UndoIcon />} onClick={onUndo} text={ja.snackbar.undo} /> : null}
        <Button icon={<CrossIcon />} onClick={onClose} aria-label={ja.snackbar.close} />
      </ButtonGroup>
    </span>
  );
}

/** Messages in Blueprint toasts: default and alert variants, 6 s, UNDO where possible, close. */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const toaster = useRef<OverlayToaster>(null);

  const show = useCallback((m: SnackbarMessage) => {
    const t = toaster.current;
    if (!t) return;
    const variant = m.variant ?? 'default';
    let key = '';
    const close = () => t.dismiss(key);
    const undo = m.onUndo
      ? () => {
          close();
          void m.onUndo?.();
        }
      : undefined;
    key = t.show({
      message: <SnackbarBody message={m.message} detail={m.detail} onUndo={undo} onClose={close} />,
      intent: variant === 'alert' ? Intent.DANGER : Intent.NONE,
      icon: variant === 'alert' ? <ErrorIcon /> : <TickCircleIcon />,
      timeout: SNACKBAR_TIMEOUT_MS,
      isCloseButtonShown: false,
    });
  }, []);

  const value = useMemo(() => ({ show }), [show]);

  return (
    <SnackbarContext.Provider value={value}>
      {children}
      <OverlayToaster ref={toaster} position={Position.BOTTOM} maxToasts={4} />
    </SnackbarContext.Provider>
  );
}

export function useSnackbar(): SnackbarValue {
  const value = useContext(SnackbarContext);
  if (!value) throw new Error('useSnackbar needs <SnackbarProvider>');
  return value;
}
