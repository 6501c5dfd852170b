import { Classes } from '@blueprintjs/core';
import { EditIcon, TrashIcon } from '@blueprintjs/icons';
import type { ReactNode } from 'react';
import { ja } from '../../i18n/ja';
import { cx } from '../cx';
import { RowLink } from './RowLink';

/** What a DataList gives each row's actions, in a table row or under a grid card. */
export interface RowActionsConfig<T extends { id: string }> {
  /** How a row is named in its actions' labels. */
  rowTitle(row: T): string;
  editPath: ((row: T) => string) | undefined;
  rowActions: ((row: T) => ReactNode) | undefined;
  /** Asks to delete (the list confirms first); absent when rows cannot be deleted. */
  onDeleteRequest: ((row: T) => void) | undefined;
}

/** A row's extra actions, then edit and delete (also under each card of a grid). */
export function RowActions<T extends { id: string }>({
  row,
  rowTitle,
  editPath,
  rowActions,
  onDeleteRequest,
}: RowActionsConfig<T> & { row: T }) {
  return (
    <>
      {rowActions?.(row)}
      {editPath ? (
        <RowLink
          to={editPath(row)}
          className={cx(Classes.BUTTON, Classes.MINIMAL)}
          aria-label={ja.list.editRow(rowTitle(row))}
          title={ja.list.edit}
        >
          <EditIcon />
        </RowLink>
      ) : null}
      {onDeleteRequest ? (
        // Blueprint's button markup without its component: rows are rendered by the dozen.
        <button
          type="button"
          className={cx(Classes.BUTTON, Classes.MINIMAL, Classes.INTENT_DANGER)}
          aria-label={ja.list.deleteRow(rowTitle(row))}
          title={ja.list.delete}
          onClick={() => onDeleteRequest(row)}
        >
          <TrashIcon />
        </button>
      ) : null}
    </>
  );
}
