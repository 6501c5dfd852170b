import { getIn } from 'formik';

/** A server message on a field, kept until that field's value changes. */
export interface ServerFieldError {
  message: string;
  /** The server's own words, behind 詳細, when `message` is the generic text. */
  detail?: string | undefined;
  value: unknown;
}

/** A field error to place: its field, the Japanese message and the detail, if any. */
export interface PlaceableError {
  field: string;
  message: string;
  detail?: string | undefined;
}

export interface FormStatus {
  serverErrors?: Record<string, ServerFieldError>;
  /** CONFLICT: someone else saved first. */
  conflict?: boolean;
}

/** `input.timeSlot.0.endTime` → `timeSlots.0.endTime` with the form's own aliases applied. */
export function normaliseField(field: string, aliases: Record<string, string> = {}): string {
  const bare = field.replace(/^input\./, '').replace(/\[(\d+)\]/g, '.$1');
  const [head, ...rest] = bare.split('.');
  const mapped = aliases[head ?? ''] ?? head ?? '';
  return [mapped, ...rest].join('.');
}

/** Splits the gateway's fieldErrors into those the form has a field for, and the rest. */
export function placeServerErrors<V extends object>(
  fieldErrors: PlaceableError[],
  values: V,
  aliases?: Record<string, string>,
): { onFields: Record<string, ServerFieldError>; elsewhere: string[] } {
  const onFields: Record<string, ServerFieldError> = {};
  const elsewhere: string[] = [];
  for (const fe of fieldErrors) {
    const path = normaliseField(fe.field, aliases);
    const top = path.split('.')[0] ?? '';
    if (top in values) {
      onFields[path] ??= { message: fe.message, detail: fe.detail, value: getIn(values, path) };
    } else {
      elsewhere.push(fe.message);
    }
  }
  return { onFields, elsewhere };
}
