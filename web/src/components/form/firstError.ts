import { setIn, type FormikErrors } from 'formik';
import { ValidationError, type AnyObjectSchema } from 'yup';

/** `timeSlots[1].endTime` → ['timeSlots', 1, 'endTime']: the position of a path in the form. */
function pathKey(path: string): (string | number)[] {
  return path
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** Orders paths by the schema's field order, then by list index (stable otherwise). */
export function sortBySchema(schema: AnyObjectSchema, paths: string[]): string[] {
  const order = Object.keys(schema.fields);
  const rank = (p: string) => {
    const i = order.indexOf(String(pathKey(p)[0]));
    return i < 0 ? order.length : i;
  };
  return [...paths].sort((a, b) => {
    const byField = rank(a) - rank(b);
    if (byField !== 0) return byField;
    const [ia, ib] = [pathKey(a)[1], pathKey(b)[1]];
    return typeof ia === 'number' && typeof ib === 'number' ? ia - ib : 0;
  });
}

/** Dotted paths of every message in a Formik errors object. */
export function errorPaths(errors: unknown, prefix = ''): string[] {
  if (typeof errors === 'string') return prefix ? [prefix] : [];
  if (!errors || typeof errors !== 'object') return [];
  return Object.entries(errors).flatMap(([key, value]) =>
    errorPaths(value, prefix ? `${prefix}.${key}` : key),
  );
}

/**
 * Validates with the schema; each field gets the first of its errors, in the order the schema
 * declares its rules (the order of docs/product.md §5). Returned as Formik errors.
 */
export async function validateWithSchema<V>(
  schema: AnyObjectSchema,
  values: V,
): Promise<FormikErrors<V>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const found = (error.inner.length > 0 ? error.inner : [error]).filter((e) => e.path);
    let errors: FormikErrors<V> = {};
    const seen = new Set<string>();
    for (const e of found) {
      const path = pathKey(e.path!).join('.');
      if (seen.has(path)) continue;
      seen.add(path);
      errors = setIn(errors, path, e.message) as FormikErrors<V>;
    }
    return errors;
  }
}

/** The field to focus after a failed submit: the first error in the schema's order. */
export function firstErrorPath<V>(schema: AnyObjectSchema, errors: FormikErrors<V>): string | null {
  return sortBySchema(schema, errorPaths(errors))[0] ?? null;
}
