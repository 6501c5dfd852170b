import type { FormikProps } from 'formik';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { listReturnPath } from '../list/listReturn';
import { AppForm } from './AppForm';
import { FormActions } from './FormActions';
import { FormScreen } from './FormScreen';
import { RecordPending } from './RecordPending';
import type { RecordForm } from './recordForm';
import type { WriteConfirmations } from '../mutations/useRecordActions';
import { HistoryPanel } from '../history/HistoryPanel';
import type { HistorySpec } from '../history/historyFormat';

/** The record an edit screen asks for (`recordHook`'s answer): none yet while it loads. */
export interface LoadingRecord<Row> {
  value: Row | undefined;
  loading: boolean;
  error?: unknown;
  refetch(): Promise<unknown>;
}

/** An area's writes as a form uses them (`useRecordActions`); no create where nothing is added. */
export interface SaveActions<Row, Input> {
  create?(input: Input, confirmed?: WriteConfirmations): Promise<unknown>;
  update(before: Row, input: Input, confirmed?: WriteConfirmations): Promise<unknown>;
}

/** An area's add and edit titles (its ja strings). */
export interface RecordTitles {
  addTitle: string;
  editTitle: string;
}

export interface RecordFormPageProps<Row, V extends object, Input> {
  /** The record edited (its id, from the route); none on an add screen. */
  id?: string | null;
  /** The area's titles, the one for `id` shown; or the one title of a screen that only edits. */
  title: RecordTitles | string;
  /** The card's own class beside the form card's, e.g. a wider card. */
  className?: string;
  /** The form's class (`app-form` unless the area lays its form out otherwise). */
  formClassName?: string;
  record: LoadingRecord<Row>;
  /** The screen saving and キャンセル go back to (the area's list). */
  backTo: string;
  /**
   * After an edit, back to the list as it was left (its page, search and sort: the edited row is
   * where it was; the default), or to `backTo` as it is. An added row shows at the top of the
   * list in its default order: `backTo` as it is.
   */
  keepListPlace?: boolean;
  /** A record that is not there says this (else it shows as a failure to load). */
  notFound?: string;
  /** The area's form: its values, checks, input and impact. */
  form: RecordForm<Row, V, Input>;
  actions: SaveActions<Row, Input>;
  fieldAliases?: Record<string, string>;
  /** Refusals about one field (AppForm's `reasonFields`). */
  reasonFields?: Record<string, string>;
  onFailure?: (error: unknown) => boolean;
  /**
   * The area's record type and field labels: an edit screen shows the record's 履歴 (its audit
   * trail, with 元に戻す) under the form.
   */
  history?: HistorySpec;
  /** The fields; 保存 and キャンセル follow them. */
  children: ReactNode | ((formik: FormikProps<V>) => ReactNode);
}

/**
 * An add or edit screen of one record, the way every area's form works: the title, a spinner or
 * why the record did not load, else the form (prefilled when editing); 保存 creates or updates
 * the record, then goes back to the list. CONFLICT offers to load the record again.
 */
export function RecordFormPage<Row, V extends object, Input>({
  id,
  title: titles,
  className,
  formClassName = 'app-form',
  record: { value: record, loading, error, refetch },
  backTo,
  keepListPlace = true,
  notFound,
  form: { empty, toValues, schema, editSchema, toInput, impactOf, questionOf },
  actions,
  fieldAliases,
  reasonFields,
  onFailure,
  history,
  children,
}: RecordFormPageProps<Row, V, Input>) {
  const navigate = useNavigate();
  const editing = Boolean(id);
  const title = typeof titles === 'string' ? titles : editing ? titles.editTitle : titles.addTitle;
  const returnTo = keepListPlace ? listReturnPath(backTo) : backTo;

  const save = async (values: V, confirmed: WriteConfirmations) => {
    const input = toInput(values, record);
    if (record) {
      await actions.update(record, input, confirmed);
      return () => navigate(keepListPlace ? listReturnPath(backTo) : backTo);
    }
    if (!actions.create) throw new Error(`${title}: nothing to add`);
    await actions.create(input, confirmed);
    return () => navigate(backTo);
  };

  // Editing: none until the record is there.
  const initialValues = record ? toValues(record) : editing ? undefined : empty?.();
  const body =
    initialValues === undefined ? (
      <RecordPending
        loading={loading}
        error={error}
        refetch={refetch}
        backTo={backTo}
        notFound={notFound}
      />
    ) : (
      <AppForm<V>
        initialValues={initialValues}
        schema={(record && editSchema) || schema}
        ariaLabel={title}
        className={formClassName}
        fieldAliases={fieldAliases}
        reasonFields={reasonFields}
        onFailure={onFailure}
        // Only a record that is there can be loaded again.
        onReload={record ? () => void refetch().catch(() => undefined) : undefined}
        impactOf={impactOf ? (values) => impactOf(values, record) : undefined}
        questionOf={questionOf ? (values) => questionOf(values, record) : undefined}
        onSubmit={save}
      >
        {(formik) => (
          <>
            {typeof children === 'function' ? children(formik) : children}
            <FormActions cancelTo={returnTo} />
          </>
        )}
      </AppForm>
    );

  // The record's id and version, which every area's record has (`Versioned`).
  const shown = record as { id?: string | null; updatedAt?: string | null } | undefined;
  return (
    <>
      <FormScreen title={title} className={className}>
        {body}
      </FormScreen>
      {history && shown ? (
        <HistoryPanel
          spec={history}
          recordId={shown.id}
          updatedAt={shown.updatedAt}
          className={className}
          refetchRecord={refetch}
        />
      ) : null}
    </>
  );
}
