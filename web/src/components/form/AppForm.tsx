import { Button, Callout } from '@blueprintjs/core';
import { RefreshIcon } from '@blueprintjs/icons';
import { Form, Formik, type FormikHelpers, type FormikProps } from 'formik';
import { useRef, type ReactNode } from 'react';
import type { AnyObjectSchema } from 'yup';
import type { BookingImpactInput } from '../../__generated__/graphql';
import { ja } from '../../i18n/ja';
import { presentError } from '../errors/presentError';
import { useSnackbar } from '../feedback/SnackbarContext';
import { useImpactConfirmation } from '../impact/useImpactConfirmation';
import type { WriteConfirmations } from '../mutations/useRecordActions';
import { validateWithSchema } from './firstError';
import { FocusFirstError } from './FocusFirstError';
import { placeServerErrors, type FormStatus } from './serverErrors';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';
import { useSaveQuestion } from './useSaveQuestion';

export interface AppFormProps<V extends object> {
  initialValues: V;
  /** yup object schema: its field order is the order errors are shown in. */
  schema: AnyObjectSchema;
  /**
   * Saves. May return what to do once saved (e.g. go back to the list); the unsaved-changes
   * guard is already released by then. Throw the ApolloError on failure. `confirmed` carries the
   * stranded bookings the user accepted in the impact dialog (`acceptStranded`, for the
   * gateway's stranding guard), empty when nothing was at stake.
   */
  onSubmit(values: V, confirmed: WriteConfirmations): Promise<(() => void) | undefined>;
  /** Ask before leaving with unsaved changes (default on). */
  guard?: boolean;
  /** Gateway field names that differ from the form's (e.g. `email` → `username`). */
  fieldAliases?: Record<string, string>;
  /**
   * Refusals (DOMAIN_ERROR reasons) that are about one field, e.g. CURRENT_PASSWORD_WRONG →
   * `currentPassword`: their Japanese sentence goes under that field, not in a snackbar.
   */
  reasonFields?: Record<string, string>;
  /** CONFLICT: load the row again (offered as 再読み込み). */
  onReload?: () => void;
  /** Replace the snackbar for failures that are not on a field (e.g. sign-in shows them inline). */
  onFailure?: (error: unknown) => boolean;
  /**
   * The change these values would make to bookable days (a holiday, days or slots removed, a
   * package set inactive), or null when none: before saving, the bookings it would strand are
   * looked up and, when there are any, the save waits for a confirmation naming their count.
   */
  impactOf?: (values: V) => BookingImpactInput | null;
  /**
   * A question to ask before saving these values (null: none), for a save that is allowed but
   * probably not meant; 戻る goes back to the form as it was.
   */
  questionOf?: (values: V) => string | null;
  className?: string;
  ariaLabel?: string;
  children: ReactNode | ((formik: FormikProps<V>) => ReactNode);
}

/** Formik + yup with the shared behaviour of every form of the admin. */
export function AppForm<V extends object>({
  initialValues,
  schema,
  onSubmit,
  guard = true,
  fieldAliases,
  reasonFields,
  onReload,
  onFailure,
  impactOf,
  questionOf,
  className,
  ariaLabel,
  children,
}: AppFormProps<V>) {
  const snackbar = useSnackbar();
  const impact = useImpactConfirmation();
  const question = useSaveQuestion();
  const leaving = useRef(false);
  const container = useRef<HTMLDivElement>(null);

  const submit = async (values: V, helpers: FormikHelpers<V>) => {
    helpers.setStatus({} satisfies FormStatus);
    try {
      const asked = questionOf?.(values);
      if (asked && !(await question.ask(asked))) return;
      const change = impactOf?.(values);
      const accepted = change ? await impact.confirm(change) : undefined;
      // Declined: back to the form as it was, nothing saved.
      if (accepted === null) return;
      const after = await onSubmit(values, accepted ? { acceptStranded: accepted } : {});
      helpers.resetForm({ values });
      if (after) {
        // Saved: leaving now is expected, not a loss of changes.
        leaving.current = true;
        after();
      }
    } catch (error) {
      const p = presentError(error);
      const reasonField = p.reason ? reasonFields?.[p.reason] : undefined;
      const fieldErrors = reasonField
        ? [{ field: reasonField, message: p.message, detail: undefined }, ...p.fieldErrors]
        : p.fieldErrors;
      const { onFields, elsewhere } = placeServerErrors(fieldErrors, values, fieldAliases);
      helpers.setStatus({ serverErrors: onFields, conflict: p.reloadable } satisfies FormStatus);
      if (Object.keys(onFields).length > 0 && elsewhere.length === 0) return;
      if (onFailure?.(error)) return;
      if (p.silent) return;
      const message = elsewhere.length > 0 ? elsewhere.join(' / ') : p.message;
      snackbar.show({ message, detail: p.detail, variant: 'alert' });
    }
  };

  return (
    <Formik<V>
      initialValues={initialValues}
      validate={(values) => validateWithSchema(schema, values)}
      onSubmit={submit}
      enableReinitialize
    >
      {(formik) => (
        <Form className={className} aria-label={ariaLabel} noValidate>
          <FocusFirstError schema={schema} container={container} />
          {guard ? (
            <UnsavedChangesGuard when={formik.dirty && !formik.isSubmitting} released={leaving} />
          ) : null}
          {(formik.status as FormStatus | undefined)?.conflict ? (
            <Callout intent="warning" className="app-form-callout" role="alert">
              <p>{ja.errors.CONFLICT}</p>
              {onReload ? (
                <Button icon={<RefreshIcon />} text={ja.errors.reload} onClick={onReload} />
              ) : null}
            </Callout>
          ) : null}
          <div ref={container}>{typeof children === 'function' ? children(formik) : children}</div>
          {impact.dialog}
          {question.dialog}
        </Form>
      )}
    </Formik>
  );
}
