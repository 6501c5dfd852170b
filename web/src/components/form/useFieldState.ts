import { getIn, useFormikContext } from 'formik';
import type { FormStatus } from './serverErrors';

/** The message to show under a field: the client's first error once touched, else the server's. */
export function useFieldState(name: string): { error: string | undefined; invalid: boolean } {
  const { errors, touched, values, status } = useFormikContext<Record<string, unknown>>();
  const client = getIn(touched, name) ? (getIn(errors, name) as unknown) : undefined;
  const server = (status as FormStatus | undefined)?.serverErrors?.[name];
  const serverStill =
    server && Object.is(getIn(values, name), server.value) ? server.message : undefined;
  const error = typeof client === 'string' ? client : serverStill;
  return { error, invalid: Boolean(error) };
}
