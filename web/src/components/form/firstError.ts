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

/** Orders paths by the schema's field order, then by list index, then nested field order. */
function compareBySchema(fieldOrder: string[]) {
  return (a: string, b: string): number => {
    const ka = pathKey(a);
    const kb = pathKey(b);
    for (let i = 0; i < Math.max(ka.length, kb.length); i++) {
      const x = ka[i];
      const y = kb[i];
      if (x === y) continue;
      if (x === undefined) return -1;
      if (y === undefined) return 1;
      if (typeof x === 'number' && typeof y === 'number') return x - y;
      if (i === 0) return fieldOrder.indexOf(String(x)) - fieldOrder.indexOf(String(y));
      return 0;
    }
    return 0;
  };
}

/**
 * Validates with the schema and keeps only the first error in the schema's order (the spec
 * checks its rules in a fixed order and shows the first that fails), as Formik errors.
 */
export async function firstErrorInOrder<V>(
  schema: AnyObjectSchema,
  values: V,
): Promise<FormikErrors<V>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const found = (error.inner.length > 0 ? error.inner : [error]).filter((e) => e.path);
    if (found.length === 0) return {};
    const order = Object.keys(schema.fields);
    const byPath = new Map<string, string>();
    for (const e of found) if (!byPath.has(e.path!)) byPath.set(e.path!, e.message);
    const [path] = [...byPath.keys()].sort(compareBySchema(order));
    return setIn({}, path!, byPath.get(path!)) as FormikErrors<V>;
  }
}
