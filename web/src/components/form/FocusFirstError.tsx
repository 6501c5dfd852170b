import { useFormikContext } from 'formik';
import { useEffect, type RefObject } from 'react';
import type { AnyObjectSchema } from 'yup';
import { firstErrorPath } from './firstError';

/** After a submit that fails validation, focus moves to the first error in the schema's order. */
export function FocusFirstError({
  schema,
  container,
}: {
  schema: AnyObjectSchema;
  container: RefObject<HTMLElement | null>;
}) {
  const { submitCount, isSubmitting, isValidating, errors } = useFormikContext();
  useEffect(() => {
    if (submitCount === 0 || isSubmitting || isValidating) return;
    const path = firstErrorPath(schema, errors);
    if (!path) return;
    const el = container.current?.querySelector<HTMLElement>(`[name="${CSS.escape(path)}"]`);
    el?.focus();
    // Only on the submit itself, not while the user fixes fields.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount, isSubmitting]);
  return null;
}
