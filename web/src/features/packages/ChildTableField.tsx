import { Button, ButtonGroup, Callout, Card, H3, HTMLTable, Tag } from '@blueprintjs/core';
import { AddIcon, EditIcon, TrashIcon, UndoIcon } from '@blueprintjs/icons';
import { useField, useFormikContext } from 'formik';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { AnyObjectSchema } from 'yup';
import { ErrorDetails } from '../../components/errors/ErrorDetails';
import type { FormStatus } from '../../components/form/serverErrors';
import { ja } from '../../i18n/ja';
import { cx } from '../../components/cx';
import { ChildEditor } from './ChildEditor';
import { putEntry, removeEntry, restoreEntry, type ChildEntry } from './childEntries';

const t = ja.packages.entries;

export interface ChildColumn<T> {
  header: string;
  render(entry: T): ReactNode;
  align?: 'end';
}

export interface ChildTableFieldProps<T extends ChildEntry, E extends object> {
  /** The Formik array field. */
  name: string;
  /** Names the table and the editor. */
  label: string;
  columns: ChildColumn<T>[];
  entryTitle(entry: T): string;
  emptyText: string;
  addText: string;
  newEntryTitle: string;
  emptyEditor(): E;
  toEditor(entry: T): E;
  fromEditor(values: E): Omit<T, keyof ChildEntry>;
  /** The editor's checks; `others` are the other live entries (e.g. to refuse a duplicate). */
  editorSchema(others: T[]): AnyObjectSchema;
  /** The editor's fields, named after E's keys. */
  editorFields: ReactNode;
}

/**
 * Messages the server put on this table's entries (`addOns.1.title` …), as "n: message", each
 * with the server's own words when the message is the generic text (shown behind 詳細).
 */
function useServerEntryErrors(name: string): { message: string; detail: string | undefined }[] {
  const { status } = useFormikContext();
  const errors = (status as FormStatus | undefined)?.serverErrors ?? {};
  return Object.entries(errors)
    .filter(([path]) => path.startsWith(`${name}.`))
    .map(([path, e]) => {
      const row = Number(path.split('.')[1]);
      const message = Number.isInteger(row) ? `${row + 1}: ${e.message}` : e.message;
      return { message, detail: e.detail };
    });
}

/**
 * An editable child table of the package form: rows with edit and delete, and an editor below.
 * The rules (childEntries.ts): deleting a saved row marks it (undoable until save), deleting an
 * unsaved row removes it, and the editor replaces the row being edited or appends a new one.
 */
export function ChildTableField<T extends ChildEntry, E extends object>(
  props: ChildTableFieldProps<T, E>,
) {
  const { name, label, columns, entryTitle } = props;
  // null: closed; { index: null }: a new entry; { index: n }: editing row n.
  const [editor, setEditor] = useState<{ index: number | null } | null>(null);
  const [editorDirty, setEditorDirty] = useState(false);
  const pending = useRef(false);
  useEffect(() => {
    pending.current = editor !== null && editorDirty;
  }, [editor, editorDirty]);
  const [field, meta, helpers] = useField<T[]>({
    name,
    // Saving the package while the editor holds unapplied input would silently drop it.
    validate: () => (pending.current ? t.pendingEditor : undefined),
  });
  const { submitCount } = useFormikContext();
  const list = field.value;
  const serverErrors = useServerEntryErrors(name);
  const addButton = useRef<HTMLButtonElement>(null);
  const editing = editor?.index ?? null;
  const editingEntry = editing === null ? undefined : list[editing];

  const set = (next: T[]) => void helpers.setValue(next);
  const close = () => {
    // Before the table changes: the validation that change runs must not see a pending editor.
    pending.current = false;
    setEditor(null);
    setEditorDirty(false);
    addButton.current?.focus();
  };

  const others = list.filter((e, i) => i !== editing && !e.deleted);
  const fieldError = typeof meta.error === 'string' && submitCount > 0 ? meta.error : undefined;

  return (
    <div className="app-child-table">
      <div className="app-table-wrap">
        <HTMLTable className="app-table app-child-rows" compact striped aria-label={label}>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.header} scope="col" className={c.align ? 'app-align-end' : undefined}>
                  {c.header}
                </th>
              ))}
              <th scope="col" className="app-row-actions">
                {t.actions}
              </th>
            </tr>
          </thead>
          <tbody>
            {list.length === 0 ? (
              <tr>
                <td colSpan={columns.length + 1} className="app-muted">
                  {props.emptyText}
                </td>
              </tr>
            ) : (
              list.map((entry, i) => {
                const title = entryTitle(entry);
                return (
                  <tr
                    key={entry.key}
                    className={cx(entry.deleted && 'is-deleted', editing === i && 'is-editing')}
                    aria-current={editing === i ? 'true' : undefined}
                  >
                    {columns.map((c, ci) => (
                      <td key={c.header} className={c.align ? 'app-align-end' : undefined}>
                        {c.render(entry)}
                        {ci === 0 && entry.deleted ? (
                          <Tag intent="danger" minimal className="app-entry-tag">
                            {t.markedForDeletion}
                          </Tag>
                        ) : null}
                        {ci === 0 && !entry.id ? (
                          <Tag intent="primary" minimal className="app-entry-tag">
                            {t.unsaved}
                          </Tag>
                        ) : null}
                      </td>
                    ))}
                    <td className="app-row-actions">
                      {entry.deleted ? (
                        <Button
                          variant="minimal"
                          icon={<UndoIcon />}
                          text={t.restoreText}
                          aria-label={t.restore(title)}
                          onClick={() => set(restoreEntry(list, i))}
                        />
                      ) : (
                        <ButtonGroup variant="minimal">
                          <Button
                            icon={<EditIcon />}
                            aria-label={t.edit(title)}
                            title={ja.list.edit}
                            onClick={() => {
                              setEditor({ index: i });
                              setEditorDirty(false);
                            }}
                          />
                          <Button
                            icon={<TrashIcon />}
                            intent="danger"
                            aria-label={t.remove(title)}
                            title={ja.list.delete}
                            onClick={() => {
                              if (editing === i) close();
                              else if (editing !== null && !list[i]!.id && i < editing) {
                                // Rows below move up when an unsaved row leaves.
                                setEditor({ index: editing - 1 });
                              }
                              set(removeEntry(list, i));
                            }}
                          />
                        </ButtonGroup>
                      )}
                    </td>
                  </tr>
                );
              })
            )}
          </tbody>
        </HTMLTable>
      </div>
      {serverErrors.length > 0 || fieldError ? (
        <Callout intent="danger" className="app-form-callout" role="alert">
          {[
            ...serverErrors,
            ...(fieldError ? [{ message: fieldError, detail: undefined }] : []),
          ].map(({ message, detail }) => (
            <div key={message}>
              {message}
              <ErrorDetails detail={detail} />
            </div>
          ))}
        </Callout>
      ) : null}
      {editor ? (
        <Card className="app-child-editor" compact>
          <H3 className="app-child-editor-title">
            {editingEntry ? t.editing(entryTitle(editingEntry)) : props.newEntryTitle}
          </H3>
          <ChildEditor<E>
            key={editingEntry?.key ?? 'new'}
            label={editingEntry ? t.editing(entryTitle(editingEntry)) : props.newEntryTitle}
            initialValues={editingEntry ? props.toEditor(editingEntry) : props.emptyEditor()}
            schema={props.editorSchema(others)}
            submitText={editingEntry ? t.replace : t.append}
            onDirty={setEditorDirty}
            onCancel={close}
            onSubmit={(values) => {
              const next = putEntry(list, props.fromEditor(values), editingEntry ? editing : null);
              close();
              set(next);
            }}
          >
            {props.editorFields}
          </ChildEditor>
        </Card>
      ) : (
        <Button
          ref={addButton}
          icon={<AddIcon />}
          variant="outlined"
          text={props.addText}
          onClick={() => {
            setEditor({ index: null });
            setEditorDirty(false);
          }}
        />
      )}
    </div>
  );
}
