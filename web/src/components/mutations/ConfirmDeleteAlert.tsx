import { TrashIcon } from '@blueprintjs/icons';
import type { ReactNode } from 'react';
import { ja } from '../../i18n/ja';
import { LazyAlert } from '../lazyOverlays';

export interface ConfirmDeleteAlertProps {
  isOpen: boolean;
  /** How the record is named in the question; null while there is none to name. */
  name: string | null;
  /** The delete is under way: the confirm button shows it. */
  deleting: boolean;
  /** What else the delete removes, when the area says (a package's availability, holidays …). */
  details?: ReactNode;
  onConfirm(): void;
  onCancel(): void;
}

/** The one question before a delete (a list's row, a record's own screen): 削除する or cancel. */
export function ConfirmDeleteAlert({
  isOpen,
  name,
  deleting,
  details,
  onConfirm,
  onCancel,
}: ConfirmDeleteAlertProps) {
  return (
    <LazyAlert
      isOpen={isOpen}
      intent="danger"
      icon={<TrashIcon />}
      confirmButtonText={ja.list.confirmDeleteButton}
      cancelButtonText={ja.list.cancel}
      loading={deleting}
      onConfirm={onConfirm}
      onCancel={onCancel}
      canEscapeKeyCancel
    >
      <p>
        <strong>{ja.list.confirmDeleteTitle}</strong>
      </p>
      <p>{name === null ? null : ja.list.confirmDelete(name)}</p>
      {details}
    </LazyAlert>
  );
}
