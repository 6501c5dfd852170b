import { vi } from 'vitest';

export interface SentOperation {
  name: string;
  variables: Record<string, unknown>;
  /** The gateway's error codes, once its answer is read. */
  codes: Promise<string[]>;
}

/**
 * Records every GraphQL operation the app sends through `fetch` (the real gateway still answers):
 * its name, variables and the codes of any errors. Undo with `vi.restoreAllMocks()`.
 */
export function watchOperations(): SentOperation[] {
  const sent: SentOperation[] = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const res = await realFetch(input, init);
    const body = typeof init?.body === 'string' ? init.body : '';
    if (!body.startsWith('{')) return res;
    const op = JSON.parse(body) as { operationName?: string; variables?: Record<string, unknown> };
    const codes = res
      .clone()
      .json()
      .then((a: { errors?: { extensions?: { code?: string } }[] }) =>
        (a.errors ?? []).map((e) => e.extensions?.code ?? ''),
      );
    sent.push({ name: op.operationName ?? '', variables: op.variables ?? {}, codes });
    return res;
  });
  return sent;
}

/** The sent operations of one name. */
export const named = (sent: SentOperation[], name: string) => sent.filter((s) => s.name === name);

/**
 * Holds back every request of the operation `name` until `release()` (the real gateway then
 * answers): what the app shows meanwhile cannot come from that answer.
 */
export function holdOperation(name: string): { release(): void } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  const before = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const body = typeof init?.body === 'string' ? init.body : '';
    if (body.includes(`"operationName":"${name}"`)) await opened;
    return before(input, init);
  };
  return {
    release: () => {
      globalThis.fetch = before;
      open();
    },
  };
}
