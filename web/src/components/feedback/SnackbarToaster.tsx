import { Button, ButtonGroup, Intent, OverlayToaster, Position } from '@blueprintjs/core';
import { CrossIcon, ErrorIcon, TickCircleIcon, UndoIcon } from '@blueprintjs/icons';
import { forwardRef, useImperativeHandle, useRef } from 'react';
import { ja } from '../../i18n/ja';
import { ErrorDetails } from '../errors/ErrorDetails';
import { SNACKBAR_TIMEOUT_MS, type SnackbarMessage } from './snackbarMessage';

/** What SnackbarProvider calls on the loaded toaster. */
export interface SnackbarToasterHandle {
  show(message: SnackbarMessage): void;
}

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

/**
 * The snackbar's Blueprint toaster: default and alert variants, 6 s, UNDO where possible, close.
 * Loaded with the first message (SnackbarProvider).
 */
const SnackbarToaster = forwardRef<SnackbarToasterHandle>(function SnackbarToaster(_, ref) {
  const toaster = useRef<OverlayToaster>(null);

  useImperativeHandle(
    ref,
    () => ({
      show(m: SnackbarMessage) {
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
          message: (
            <SnackbarBody message={m.message} detail={m.detail} onUndo={undo} onClose={close} />
          ),
          intent: variant === 'alert' ? Intent.DANGER : Intent.NONE,
          icon: variant === 'alert' ? <ErrorIcon /> : <TickCircleIcon />,
          timeout: SNACKBAR_TIMEOUT_MS,
          isCloseButtonShown: false,
        });
      },
    }),
    [],
  );

  return <OverlayToaster ref={toaster} position={Position.BOTTOM} maxToasts={4} />;
});

export default SnackbarToaster;
