import { getIn, useFormikContext } from 'formik';
import type { FormStatus } from './serverErrors';

/**
 * The message to show under a field: the client's first error once touched, else the server's
 * (with the server's own words as `detail` when its message is the generic text).
 */
export function useFieldState(name: string): {
  error: string | undefined;
  detail: string | undefined;
  invalid: boolean;
} {
  const { errors, touched, values, status } = useFormikContext<Record<string, unknown>>();
  const client = getIn(touched, name) ? (getIn(errors, name) as unknown) : undefined;
  const server = (status as FormStatus | undefined)?.serverErrors?.[name];
  const serverStill = server && Object.is(getIn(values, name), server.value) ? server : undefined;
  if (typeof client === 'string')
    return { error: client, detail: undefined, invalid: Boolean(client) };
  return {
    error: serverStill?.message,
    detail: serverStill?.detail,
    invalid: Boolean(serverStill?.message),
  };
}
